import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContactPage } from '../../../../src/features/content/pages/ContactPage';
import { checkContact } from '../../../../src/features/content/contact/contact-form';
import { fail, mockApi, networkError, ok, type ApiMock } from '../../support/api-mock';
import { forgetWrite, queuedWrites } from '../../../../src/lib/offline-writes/queued-write';
import { renderWithProviders } from '../../support/render';

const CONTACT = '/general/contact';
let api: ApiMock;
const sent = () => api.callsTo('POST', CONTACT).map((call) => call.body);

function renderContact() {
  const router = createMemoryRouter([{ path: '*', element: <ContactPage /> }], { initialEntries: ['/contact'] });
  renderWithProviders(<RouterProvider router={router} />);
}

// Required fields' labels end in an asterisk (hidden from assistive tech): match by the start.
const field = (label: string | RegExp) => screen.getByLabelText(typeof label === 'string' ? new RegExp(`^${label}`) : label);
const fill = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));

beforeEach(() => {
  api = mockApi();
});
afterEach(() => api.restore());

describe('contact form checks (the server’s schema)', () => {
  it('says what the server would say, field by field', () => {
    const check = checkContact({ name: ' ', email: 'not-an-email', subject: '', message: 'short' });
    expect(check).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Enter a valid email address',
        message: 'Message must be at least 10 characters',
      },
    });
    expect(checkContact({ name: 'Ada', email: 'ADA@Example.com', subject: '', message: 'Hello there, a question.' })).toEqual({
      ok: true,
      body: { name: 'Ada', email: 'ada@example.com', subject: '', message: 'Hello there, a question.' },
    });
  });
});

describe('contact page (docs/product/storefront.md#content-pages)', () => {
  it('shows the errors beside the fields and sends nothing while they stand', async () => {
    renderContact();
    await send();
    expect(sent()).toEqual([]);
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Name'));

    fill('Name', 'Ada');
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('sends a valid message and shows the server’s thanks', async () => {
    api.on('POST', CONTACT, ok(null, "Thank you for your message. We'll reply within two working days."));
    renderContact();
    fill('Name', 'Ada Lovelace');
    fill('Email', 'ada@example.com');
    fill(/Subject/, 'Order 1234');
    fill('Message', 'Could you tell me whether the balm suits sensitive skin?');
    await send();
    expect(sent()).toEqual([
      {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Order 1234',
      message: 'Could you tell me whether the balm suits sensitive skin?',
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(screen.getByText("Thank you for your message. We'll reply within two working days.")).toBeInTheDocument();
  });

  it('shows the server’s field errors when it still disagrees', async () => {
    api.on('POST', CONTACT, fail(400, 'email: Enter a valid email address', [{ field: 'email', message: 'That mailbox does not accept mail' }]));
    renderContact();
    fill('Name', 'Ada');
    fill('Email', 'ada@example.com');
    fill('Message', 'A long enough message for the form.');
    await send();
    expect(screen.getByText('That mailbox does not accept mail')).toBeInTheDocument();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('a failure without field errors shows the server’s message', async () => {
    api.on('POST', CONTACT, fail(429, 'Too many requests, please wait a minute'));
    renderContact();
    fill('Name', 'Ada');
    fill('Email', 'ada@example.com');
    fill('Message', 'A long enough message for the form.');
    await send();
    expect(screen.getByRole('alert').textContent).toBe('Too many requests, please wait a minute');
  });

  it('offline, keeps the message on the device with its key and says it will go when the connection returns', async () => {
    for (const kept of await queuedWrites()) await forgetWrite(kept.id);
    // The call gets no answer (a tunnel): what was typed is kept, not lost.
    api.on('POST', CONTACT, networkError());
    renderContact();
    fill('Name', 'Ada');
    fill('Email', 'ada@example.com');
    fill(/Subject/, 'On the train');
    fill('Message', 'Typed between two tunnels, sent later.');
    await send();
    expect(await screen.findByRole('heading', { name: 'Message saved' })).toBeInTheDocument();
    expect(screen.getByText("Saved: we'll send it when you're back online")).toBeInTheDocument();
    const [kept] = await queuedWrites();
    const [call] = api.callsTo('POST', CONTACT);
    expect(kept).toMatchObject({ method: 'POST', url: '/api/v1/general/contact', owner: null, token: null, state: 'waiting', label: 'your message to the shop, “On the train”' });
    // The attempt that got no answer and the later replay carry the same key: the server keeps one message.
    expect(call!.headers.get('Idempotency-Key')).toBe(kept!.id);
  });
});
