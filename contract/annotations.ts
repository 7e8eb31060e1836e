/**
 * A signed-in resident's own annotations on a meeting's minutes PDF (`GET`/`PUT /api/v1/meetings/{id}/annotations`).
 * The browser stores pdf.js annotation editors in their own serialised form; the server keeps them opaque
 * beyond the page they sit on and their type, and bounds their size.
 */
import { z } from 'zod';

/** Largest accepted body of a PUT, in bytes: image stamps travel as data URLs, so this is generous. */
export const ANNOTATIONS_MAX_BYTES = 4 * 1024 * 1024;

/** Most annotations one user may keep on one meeting's minutes. */
export const ANNOTATIONS_MAX_EDITORS = 500;

/** One pdf.js annotation editor as `editor.serialize(true)` gives it, plus the page it belongs to. */
export const annotationEditorSchema = z
  .object({
    /** pdf.js `AnnotationEditorType` (highlight 9, free text 3, ink 15, stamp 13, signature 101). */
    annotationType: z.number().int().min(0).max(1000),
    /** Zero-based page index in the PDF. */
    pageIndex: z.number().int().min(0).max(10_000),
  })
  .passthrough();
export type AnnotationEditorData = z.infer<typeof annotationEditorSchema>;

/** The body of `PUT /meetings/{id}/annotations`: the full set, replacing what was saved. */
export const saveAnnotationsInputSchema = z.object({
  /** Every annotation on the document, in creation order. */
  editors: z.array(annotationEditorSchema).max(ANNOTATIONS_MAX_EDITORS),
});
export type SaveAnnotationsInput = z.infer<typeof saveAnnotationsInputSchema>;

/** The saved annotations of the signed-in user on one meeting (empty when none were saved). */
export const annotationsResponseSchema = z.object({
  /** The meeting they belong to. */
  meeting_id: z.number().int(),
  /** The annotations, as last saved. */
  editors: z.array(annotationEditorSchema),
  /** When they were last saved (ISO date-time), or null when never. */
  updated_at: z.string().nullable(),
});
export type AnnotationsResponse = z.infer<typeof annotationsResponseSchema>;
