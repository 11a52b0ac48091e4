import { createContext, useContext, useEffect } from 'react';

/**
 * Folded list items that can be opened to show a field an error list links
 * to: the link points at the field's id, which only exists once its item is
 * open.
 */
export class FieldReveal {
  private readonly folded = new Map<string, () => void>();

  /** While an item with this header id is folded, `open` unfolds it. */
  register(headerId: string, open: () => void): () => void {
    this.folded.set(headerId, open);
    return () => {
      if (this.folded.get(headerId) === open) this.folded.delete(headerId);
    };
  }

  /** Opens every folded item the field with this id sits in (outer ones first render the inner). */
  reveal(fieldDomId: string): void {
    for (const [headerId, open] of this.folded) {
      if (fieldDomId.startsWith(`${headerId}.`)) open();
    }
  }
}

export const FieldRevealContext = createContext<FieldReveal | null>(null);

/** Registers a folded item while it is folded. */
export function useRevealWhenFolded(headerId: string, folded: boolean, open: () => void): void {
  const reveal = useContext(FieldRevealContext);
  useEffect(() => (reveal && folded ? reveal.register(headerId, open) : undefined), [reveal, headerId, folded, open]);
}

/** The id a same-page link (href="#…") or the address's fragment points at. */
function targetOf(event: Event): string | undefined {
  if (event.type === 'hashchange') return decodeURIComponent(location.hash.slice(1)) || undefined;
  const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
  return link ? decodeURIComponent(link.getAttribute('href')!.slice(1)) : undefined;
}

/**
 * Listens for links to this form's fields (an error list's "#field-id"),
 * before the link's own handler moves focus, and opens the folded items the
 * field is in.
 */
export function useRevealLinkedFields(reveal: FieldReveal, idPrefix: string): void {
  useEffect(() => {
    function onLink(event: Event) {
      const target = targetOf(event);
      if (target?.startsWith(`${idPrefix}.`)) reveal.reveal(target);
    }
    document.addEventListener('click', onLink, true);
    window.addEventListener('hashchange', onLink);
    return () => {
      document.removeEventListener('click', onLink, true);
      window.removeEventListener('hashchange', onLink);
    };
  }, [reveal, idPrefix]);
}
