/**
 * Moves annotations between pdf.js and storage. pdf.js keeps each page's editors in that page's editor layer,
 * which exists only once the page has rendered; saved editors therefore wait per page and are rebuilt when
 * their page's layer appears. Saving serialises the live editors (pdf.js's copy format, which carries images
 * as data URLs) plus any still waiting, so nothing on an unvisited page is lost.
 */
import type { AnnotationEditorData } from '#contract/annotations.ts';
import type { EventBus, PDFViewer } from './pdfjs.ts';

interface EditorLike {
  serialize(isForCopying?: boolean): Record<string, unknown> | null;
  fixAndSetPosition(): void;
  pageIndex: number;
  x: number;
  y: number;
}
interface EditorLayerLike {
  deserialize(data: unknown): Promise<EditorLike | null>;
  addOrRebuild(editor: EditorLike): void;
}
interface UiManagerLike {
  getLayer(pageIndex: number): EditorLayerLike | undefined;
  getEditors(pageIndex: number): Iterable<EditorLike>;
  addToAnnotationStorage(editor: EditorLike): void;
}

/** Typed arrays (ink paths) become plain arrays so that the JSON reads back the same. */
function toPlain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (ArrayBuffer.isView(v) ? Array.from(v as Float32Array) : v)));
}

function highlightData(data: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!data) return null;
  const outlines = data.outlines as { points?: unknown } | undefined;
  const { outlines: _outlines, ...rest } = data;
  return data.quadPoints || !outlines?.points ? rest : { ...rest, inkLists: outlines.points };
}

/** Keeps one document's editors in step with a saved list. */
export class AnnotationSync {
  private readonly waiting = new Map<number, AnnotationEditorData[]>();
  private uiManager: UiManagerLike | null = null;
  /** What each restored editor was saved as: pdf.js cannot serialise some of them until they are shown again
   * (a free text in a layer that is not laid out reads as empty), and that must not erase them. */
  private readonly restored = new WeakMap<EditorLike, AnnotationEditorData>();

  constructor(
    private readonly viewer: PDFViewer,
    eventBus: EventBus,
    saved: AnnotationEditorData[],
  ) {
    for (const editor of saved) {
      const list = this.waiting.get(editor.pageIndex) ?? [];
      list.push(editor);
      this.waiting.set(editor.pageIndex, list);
    }
    eventBus.on('annotationeditoruimanager', ({ uiManager }: { uiManager: UiManagerLike }) => {
      this.uiManager = uiManager;
    });
    eventBus.on('annotationeditorlayerrendered', ({ pageNumber }: { pageNumber: number }) => {
      void this.restorePage(pageNumber - 1);
    });
  }

  /** Whether saved editors are still waiting for their page to render. */
  get hasWaiting(): boolean {
    return this.waiting.size > 0;
  }

  /** Rebuilds the saved editors of one page into its (now rendered) layer. */
  async restorePage(pageIndex: number): Promise<void> {
    const list = this.waiting.get(pageIndex);
    const layer = this.uiManager?.getLayer(pageIndex);
    if (!list || !layer) return;
    this.waiting.delete(pageIndex);
    for (const data of list) {
      // Restored through pdf.js's paste path (the copy format), which fills in a free text's content but then
      // shifts the editor as if pasted beside its original; it goes back to where it was saved.
      const editor = await layer.deserialize(data).catch(() => null);
      if (!editor) continue;
      const { x, y } = editor;
      layer.addOrRebuild(editor);
      if (editor.x !== x || editor.y !== y) {
        editor.x = x;
        editor.y = y;
        editor.fixAndSetPosition();
      }
      this.restored.set(editor, data);
      // In the document's annotation storage it is part of a download, like an editor made in this visit.
      this.uiManager?.addToAnnotationStorage(editor);
    }
  }

  /** Every annotation: the live editors in pdf.js's copy format, then those still waiting. */
  serialize(): AnnotationEditorData[] {
    const out: AnnotationEditorData[] = [];
    // Every editor the UI manager knows, page by page (a restored one enters the storage only once touched).
    const editors: EditorLike[] = [];
    for (let pageIndex = 0; this.uiManager && pageIndex < this.viewer.pagesCount; pageIndex++) {
      editors.push(...this.uiManager.getEditors(pageIndex));
    }
    for (const editor of editors) {
      // Highlights have no copy format; their saved form (quad points, or outline points for a free-hand
      // highlight, which their deserialiser reads as `inkLists`) restores them just as well.
      const data = editor.serialize(true) ?? highlightData(editor.serialize(false)) ?? this.restored.get(editor) ?? null;
      if (data) out.push(toPlain({ ...data, pageIndex: editor.pageIndex ?? data.pageIndex }) as AnnotationEditorData);
    }
    for (const list of this.waiting.values()) out.push(...list);
    return out;
  }

  /** Renders each page that still has waiting editors, so that a download includes them all. */
  async restoreAll(): Promise<void> {
    const current = this.viewer.currentPageNumber;
    for (const pageIndex of [...this.waiting.keys()]) {
      this.viewer.currentPageNumber = pageIndex + 1;
      for (let tries = 0; tries < 40 && this.waiting.has(pageIndex); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await this.restorePage(pageIndex);
      }
    }
    this.viewer.currentPageNumber = current;
  }
}
