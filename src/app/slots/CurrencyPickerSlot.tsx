/**
 * Where the currency picker sits in the navigation; the currency feature owns what it renders.
 * The navigation's slot (rendered once per page, whatever the screen width) also starts currency
 * detection on a first visit, with its overlay.
 */
import { CurrencyDetector } from '../../features/currency/components/CurrencyDetector';
import { CurrencyPicker } from '../../features/currency/components/CurrencyPicker';

export function CurrencyPickerSlot({ placement }: { placement: 'nav' | 'menu' }) {
  return (
    <>
      <CurrencyPicker placement={placement} />
      {placement === 'nav' ? <CurrencyDetector /> : null}
    </>
  );
}
