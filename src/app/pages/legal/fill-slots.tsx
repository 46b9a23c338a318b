import { Fragment, type ReactNode } from 'react';

/**
 * A message with `{name}` slots, the slots filled with elements (links, numbers): a translation places them where
 * its own word order needs them. `fillSlots('Write to {email}.', { email: <a … /> })`.
 */
export function fillSlots(message: string, slots: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return message.split(/\{(\w+)\}/).map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{slots[part]}</Fragment> : part));
}
