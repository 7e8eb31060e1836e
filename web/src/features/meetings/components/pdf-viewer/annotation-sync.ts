/**
 * Moves annotations between pdf.js and storage. pdf.js keeps each page's editors in that page's editor layer,
 * which exists only once the page has rendered; saved editors therefore wait per page and are rebuilt when
 * their page's layer appears. Saving serialises the live editors (pdf.js's copy format, which carries images
 * as data URLs) plus any still waiting, so nothing on an unvisited page is lost.
 */
import type { AnnotationEditorData } from '../../../../../../contract/annotations.ts';
import type { EventBus, PDFViewer } from './pdfjs.ts';

interface EditorLike {
  serialize(isForCopying?: boolean): Record<string, unknown> | null;
  pageIndex: number;
}
interface EditorLayerLike {
  deserialize(data: unknown): Promise<EditorLike | null>;
  addOrRebuild(editor: EditorLike): void;
}
interface UiManagerLike {
  getLayer(pageIndex: number): EditorLayerLike | undefined;
}

/** Typed arrays (ink paths) become plain arrays so that the JSON reads back the same. */
function toPlain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (ArrayBuffer.isView(v) ? Array.from(v as Float32Array) : v)));
}

/** Keeps one document's editors in step with a saved list. */
export class AnnotationSync {
  private readonly waiting = new Map<number, AnnotationEditorData[]>();
  private uiManager: UiManagerLike | null = null;

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
      // `isCopy` would make pdf.js offset the editor as after a paste; restored ones go back where they were.
      const { isCopy: _isCopy, ...rest } = data as AnnotationEditorData & { isCopy?: boolean };
      const editor = await layer.deserialize(rest).catch(() => null);
      if (editor) layer.addOrRebuild(editor);
    }
  }

  /** Every annotation: the live editors in pdf.js's copy format, then those still waiting. */
  serialize(): AnnotationEditorData[] {
    const storage = this.viewer.pdfDocument?.annotationStorage;
    const out: AnnotationEditorData[] = [];
    // The storage iterates as [id, value]; editors are the values with a `serialize` method (form values are not).
    const entries = storage ? [...(storage as unknown as Iterable<[string, unknown]>)] : [];
    for (const [, value] of entries) {
      const editor = value as Partial<EditorLike> | null;
      if (!editor || typeof editor.serialize !== 'function') continue;
      const data = editor.serialize(true);
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
