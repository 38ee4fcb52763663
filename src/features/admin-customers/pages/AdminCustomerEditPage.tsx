/**
 * /admin/customers/{id}/edit: the customer's name, email and phone, checked with the API's own
 * rules before sending (src/contracts/admin-customers). An email another customer uses comes back
 * at the field; other refusals show the server's message, 'Failed to update customer' when it
 * sends none (docs/product/back-office.md#back-office-messages). Success says so in a toast and returns to the customer.
 */
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toasts';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/AdminPage';
import { RESULT_TOAST_MS } from '../../../components/admin/use-admin-action';
import { FormAlert, SubmitButton, TextField } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { validateWith } from '../../../components/form/validate-with';
import { BlockSkeleton } from '../../../components/Skeletons';
import { LoadError } from '../../../components/StatusPanels';
import { adminCustomerUpdateBody, type AdminCustomerDetail } from '../../../contracts/admin-customers';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { queryClient } from '../../../lib/server-state';
import { customerQuery, updateCustomer } from '../api/customer-calls';
import { customerKeys, refreshCustomer } from '../api/customer-queries';

type EditValues = { firstName: string; lastName: string; email: string; phone: string };

const validateEdit = validateWith<EditValues>(adminCustomerUpdateBody, {
  required: { firstName: 'First name is required', lastName: 'Last name is required', email: 'Email is required' },
});

function EditForm({ customer }: { customer: AdminCustomerDetail }) {
  const navigate = useNavigate();
  const detailHref = paths.admin.customer.getHref(customer.id);
  const form = useForm<EditValues>({
    initialValues: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: customer.phone ?? '' },
    validate: validateEdit,
    fallbackMessage: 'Failed to update customer',
    onSubmit: async (values) => {
      const result = await updateCustomer(customer.id, {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
      });
      queryClient.setQueryData(customerKeys.detail(customer.id), result.data.customer);
      await refreshCustomer(customer.id);
      toast.success(result.message || 'Customer updated', { duration: RESULT_TOAST_MS });
      navigate(detailHref);
    },
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Edit customer" className="card max-w-[720px] p-6 sm:p-8">
      <div className="grid grid-cols-1 gap-x-5 sm:grid-cols-2">
        <TextField label="First name" autoComplete="off" required maxLength={60} {...form.bind('firstName')} />
        <TextField label="Last name" autoComplete="off" required maxLength={60} {...form.bind('lastName')} />
      </div>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        hint="A new email applies at once; the customer signs in with it next time."
        {...form.bind('email')}
      />
      <TextField label="Phone" type="tel" inputMode="tel" autoComplete="off" optional hint="Leave empty to remove it." {...form.bind('phone')} />
      <FormAlert message={form.formError} />
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={detailHref} className="btn-secondary">
          Cancel
        </Link>
        <SubmitButton busy={form.busy} busyLabel="Saving">
          Save changes
        </SubmitButton>
      </div>
    </form>
  );
}

export function AdminCustomerEditPage() {
  const { id = '' } = useParams();
  const customer = useQuery(customerQuery(id));
  const back = { to: paths.admin.customer.getHref(id), label: customer.data ? `${customer.data.firstName} ${customer.data.lastName}` : 'Customer' };
  return (
    <>
      <AdminPageHeader back={back} eyebrow="Customer" title="Edit customer" description="Name, email and phone. Addresses are the customer's own to change." />
      {customer.data ? (
        // The form takes the values once: a background refetch never overwrites what is being typed.
        <EditForm key={customer.data.id} customer={customer.data} />
      ) : customer.isError ? (
        <LoadError message={apiErrorMessage(customer.error, 'Failed to fetch customer')} onRetry={() => void customer.refetch()} />
      ) : (
        <BlockSkeleton className="h-[420px] max-w-[720px]" label="Loading customer" />
      )}
    </>
  );
}
