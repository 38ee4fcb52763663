/** The customer account area (spec section 2): guarded; sidebar plus page, content up to 1256 px. */
import { RequireCustomer } from '../../session/guards';
import { ROUTE_IDS } from '../../route-ids';
import { PageOutlet } from '../PageOutlet';
import { AccountSidebar } from './AccountSidebar';

export function AccountLayout() {
  return (
    <RequireCustomer>
      <div className="container-shop flex flex-col gap-8 py-8 lg:flex-row lg:items-start lg:gap-10 lg:py-14">
        <AccountSidebar />
        <div className="min-w-0 flex-1">
          <PageOutlet layoutId={ROUTE_IDS.account} />
        </div>
      </div>
    </RequireCustomer>
  );
}
