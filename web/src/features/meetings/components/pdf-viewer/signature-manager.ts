/**
 * The signature manager pdf.js's SignatureEditor asks for a signature: when a signature editor is placed,
 * pdf.js calls `getSignature({ editor })`; we hand the editor to our React dialog, which draws or types the
 * signature and gives it back through `editor.addSignature(...)` (or removes the editor on cancel).
 */

/** The parts of pdf.js's SignatureEditor the dialog uses. */
export interface SignatureEditorLike {
  description: string | null;
  _drawId: unknown;
  addSignature(data: unknown, heightInPage: number, description: string, uuid: string | null): void;
  getDrawnSignature(curves: DrawnCurves): unknown;
  getFromText(text: string, fontInfo: CSSStyleDeclaration): unknown;
  remove(): void;
  _uiManager: { removeEditListeners(): void; addEditListeners(): void };
}

/** Strokes drawn on the pad, in pad pixels, as pdf.js expects them. */
export interface DrawnCurves {
  width: number;
  height: number;
  thickness: number;
  curves: { points: number[] }[];
}

/** What the dialog is asked: a new signature for `editor`, or a new description for an existing one. */
export interface SignatureRequest {
  editor: SignatureEditorLike;
  kind: 'new' | 'describe';
}

/** Builds the object pdf.js calls; `open` shows the dialog. */
export function createSignatureManager(open: (request: SignatureRequest) => void, editLabel: () => string) {
  return {
    getSignature({ editor }: { editor: SignatureEditorLike }) {
      open({ editor, kind: 'new' });
    },
    async loadSignatures() {},
    async renderEditButton(editor: SignatureEditorLike) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'altText editDescription';
      button.textContent = editLabel();
      button.addEventListener('click', () => open({ editor, kind: 'describe' }));
      return button;
    },
    destroy() {},
  };
}
