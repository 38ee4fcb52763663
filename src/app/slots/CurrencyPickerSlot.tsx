/** Where the currency picker sits in the navigation; the currency feature owns what it renders. */
import { CurrencyPicker } from '../../features/currency/components/CurrencyPicker';

export function CurrencyPickerSlot({ placement }: { placement: 'nav' | 'menu' }) {
  return <CurrencyPicker placement={placement} />;
}
