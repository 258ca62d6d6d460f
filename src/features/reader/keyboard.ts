export type PageAction = 'previous' | 'next' | 'first' | 'last';

export interface KeyInput {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /** The key was pressed in a text input, text area, editable element, slider or number field. */
  inEditable: boolean;
  /** Something (a toolbar moving focus, a list) already used the key. */
  defaultPrevented: boolean;
}

const keys: Record<string, PageAction> = {
  ArrowLeft: 'previous',
  PageUp: 'previous',
  ArrowRight: 'next',
  PageDown: 'next',
  Home: 'first',
  End: 'last',
};

/**
 * What a key does to the reader's page. Keys belong to whatever is being typed into, modified
 * keys to the browser and the screen reader (Alt+Left is "back", Ctrl+Home goes to the top).
 */
export function pageActionFor(input: KeyInput): PageAction | null {
  if (input.inEditable || input.defaultPrevented) return null;
  if (input.altKey || input.ctrlKey || input.metaKey || input.shiftKey) return null;
  return keys[input.key] ?? null;
}

/** The page a page action leads to, or null when it would not move. */
export function targetPage(action: PageAction, page: number, pageCount: number): number | null {
  const next = {
    previous: page - 1,
    next: page + 1,
    first: 1,
    last: pageCount,
  }[action];
  if (next < 1 || next > pageCount || next === page) return null;
  return next;
}

const editableRoles = new Set(['textbox', 'searchbox', 'spinbutton', 'slider', 'combobox', 'radio']);
/** Inputs where arrows and Home/End do nothing of their own. */
const nonTextInputs = new Set(['button', 'checkbox', 'submit', 'reset', 'image', 'file', 'color']);

/** The parts of a DOM element that tell whether it takes typing; plain objects in tests. */
export interface TargetLike {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  getAttribute?(name: string): string | null;
}

/** Whether a key event's target takes typing (so arrows and Home/End move the caret there). */
export function isEditableTarget(target: TargetLike | null | undefined): boolean {
  if (!target?.tagName) return false;
  const tag = target.tagName.toLowerCase();
  if (tag === 'input') return !nonTextInputs.has((target.type ?? 'text').toLowerCase());
  if (tag === 'textarea' || tag === 'select' || target.isContentEditable) return true;
  return editableRoles.has(target.getAttribute?.('role') ?? '');
}
