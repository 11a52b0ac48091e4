'use client';
import { useAtom } from 'jotai';
import { startTransition, useEffect, useRef, useState } from 'react';
import { Anchor, Button, Group, Text } from '../../../runtime/render/ui';
import { nextPhoneBlockState, phoneBlockText, phoneKey, type PhoneBlockState } from '../../../runtime/rules/phone-mask';
import type { PhoneRevealRequest } from '../../../schemas/api/phone-reveal';
import { telHref } from '../site-links/dealer-phones';
import { recordPhoneReveal } from './record-phone-reveal';
import { revealedPhonesAtom } from './revealed-phones';

export interface PhoneRevealProps {
  phone: string;
  /** Whose number it is, e.g. "Sales" or the car's name: it names the button for screen readers. */
  label: string;
  /** Where and what to record on reveal; without it (no car on the page) nothing is recorded. */
  record?: { url: string; reveal: PhoneRevealRequest };
  /** Worded by the dealer; the car or place goes after it in the accessible name. */
  revealText?: string;
  /**
   * In the footer's small print: the surrounding text's colour and size.
   * The colour's contrast on the dealer's footer is checked with the theme;
   * the brand colour's is not.
   */
  inheritColour?: boolean;
}

export const DEFAULT_REVEAL_TEXT = 'Show number';

/**
 * Spec (search and favourites, §4): hidden, then masked after the first five
 * characters, then revealed on click, recording the reveal. Hidden is the
 * state the server renders; the browser moves it on to masked at once.
 * Revealing a number reveals it wherever else it is masked on the page.
 *
 * A page has one on every card and location: moving them all to masked is
 * a transition, which React renders in slices between other work, not one
 * long task right after hydrating (Sunshine's home page: one render of 170
 * ms at a phone's speed). Its markup is the kit's plain elements
 * (runtime/render/ui), the classes of Mantine's Group, Text, Button and
 * Anchor without their hooks.
 */
export function PhoneReveal({ phone, label, record, revealText = DEFAULT_REVEAL_TEXT, inheritColour = false }: PhoneRevealProps) {
  const [ownState, setState] = useState<PhoneBlockState>('hidden');
  const [revealedPhones, setRevealedPhones] = useAtom(revealedPhonesAtom);
  const state: PhoneBlockState = ownState === 'masked' && revealedPhones.has(phoneKey(phone)) ? 'revealed' : ownState;
  const revealedLink = useRef<HTMLAnchorElement>(null);
  const movedFocus = useRef(false);

  useEffect(() => {
    startTransition(() => setState((current) => (current === 'hidden' ? nextPhoneBlockState(current, phone).state : current)));
  }, [phone]);

  useEffect(() => {
    // The button pressed is gone once revealed: the keyboard's focus goes on to the number it revealed.
    if (state === 'revealed' && movedFocus.current) revealedLink.current?.focus();
  }, [state]);

  const reveal = () => {
    const next = nextPhoneBlockState(state, phone);
    movedFocus.current = true;
    setState(next.state);
    if (next.state === 'revealed') setRevealedPhones((revealed) => new Set(revealed).add(phoneKey(phone)));
    if (next.recordReveal && record) void recordPhoneReveal(record.url, record.reveal);
  };

  const text = phoneBlockText(phone, state);
  return (
    <Group gap="xs" wrap="wrap" data-phone-state={state} mih={30}>
      {state === 'revealed' && text ? (
        <Anchor
          ref={revealedLink}
          href={telHref(text)}
          fw={600}
          aria-label={`Call ${label} on ${text}`}
          {...(inheritColour ? { c: 'inherit', fz: 'inherit', underline: 'always' as const } : {})}
        >
          {text}
        </Anchor>
      ) : (
        <>
          {/* The masked digits mean nothing read aloud, so only the button speaks. */}
          <Text span fw={600} fz={inheritColour ? 'inherit' : undefined} aria-hidden="true" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {text}
          </Text>
          {state === 'masked' && (
            <Button
              type="button"
              size="compact-sm"
              variant="outline"
              onClick={reveal}
              aria-label={`${revealText}: ${label}`}
              {...(inheritColour ? { c: 'inherit', style: { borderColor: 'currentColor' } } : {})}
            >
              {revealText}
            </Button>
          )}
        </>
      )}
    </Group>
  );
}
