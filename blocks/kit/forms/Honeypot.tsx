import type { UseFormRegisterReturn } from 'react-hook-form';

interface HoneypotProps {
  /** What react-hook-form's `register('website')` gives: a lead with it filled in is stored as spam. */
  registration: UseFormRegisterReturn;
  id: string;
}

/** Hidden from people and screen readers; a bot that fills every field fills this too. */
export function Honeypot({ registration, id }: HoneypotProps) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={id}>Leave this empty</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
