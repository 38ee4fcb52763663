/**
 * Texts kept as data (the policies, the about and contact pages' facts) leave slots where a value
 * comes from elsewhere, and `ShopText` fills them as the text renders:
 *
 * - SUPPORT_EMAIL_SLOT: the configured support address, as a mailto link (SupportEmail.tsx);
 * - `moneySlot(pence)`: an amount, in the shopper's display currency like every other price
 *   (`Price`: held invisibly until the saved currency is known, so no wrong currency flashes on a
 *   server-rendered page; docs/decisions/0152).
 *
 * `textWithAmounts` writes the same text with amounts as a formatter says, for plain-text readers.
 */
import { Fragment } from 'react';
import { Price } from './Price';
import { SUPPORT_EMAIL_SLOT, SupportEmailLink } from './SupportEmail';

const MONEY_SLOT = /\{money:(\d+)\}/;
const ANY_SLOT = /(\{support-email\}|\{money:\d+\})/;

/** Where an amount (GBP pence) goes in a text kept as data. */
export function moneySlot(pence: number): string {
  return `{money:${Math.round(pence)}}`;
}

export function textWithAmounts(text: string, format: (pence: number) => string): string {
  return text.replace(new RegExp(MONEY_SLOT.source, 'g'), (_slot, pence: string) => format(Number(pence)));
}

export function ShopText({ text }: { text: string }) {
  const parts = text.split(ANY_SLOT);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) => {
        if (part === SUPPORT_EMAIL_SLOT) return <SupportEmailLink key={index} />;
        const money = MONEY_SLOT.exec(part);
        if (money) return <Price key={index} pence={Number(money[1])} whole />;
        return <Fragment key={index}>{part}</Fragment>;
      })}
    </>
  );
}
