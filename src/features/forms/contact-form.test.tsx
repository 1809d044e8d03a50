import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDataPort } from '../../../tests/builders/fake-data-port';
import { DataPortProvider } from '../../data/data-port-context';
import { DataError } from '../../data/errors';
import type { DataPort } from '../../data/port';
import { HONEYPOT_FIELD, MIN_FILL_MS } from '../../domain/spam-guard';
import { noteFormsOnScreen } from '../../ui/early-submits';
import { runPageLoader } from '../../../tests/builders/page-loader';
import { ContactForm } from './contact-form';
import { fillIn } from '../../../tests/builders/fill-in';

function renderForm(overrides: Partial<DataPort> = {}, messageLabel?: string) {
  const fake = fakeDataPort(overrides);
  render(
    <MemoryRouter>
      <DataPortProvider port={fake.port}>
        <ContactForm messageLabel={messageLabel} />
      </DataPortProvider>
    </MemoryRouter>,
  );
  return fake;
}

/** A person takes longer than the minimum fill time; tests move the clock instead of waiting. */
const afterHumanPause = () => vi.setSystemTime(Date.now() + MIN_FILL_MS + 100);

async function fillTheForm(user: ReturnType<typeof userEvent.setup>) {
  await fillIn(user, screen.getByLabelText(/your name/i), 'Ann Jones');
  await fillIn(user, screen.getByLabelText(/e-mail/i), 'ann@example.com');
  await fillIn(user, screen.getByLabelText(/phone/i), '01792 123456');
  await fillIn(
    user,
    screen.getByLabelText(/message/i, { selector: 'textarea' }),
    'Do you have dates in Swansea this spring?',
  );
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('ContactForm', () => {
  it('links to the privacy and accessibility statements beside the form', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Message us' });
    expect(form).toHaveTextContent(
      'How we use what you send: Privacy. Problems using this form: Accessibility.',
    );
    expect(within(form).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(form).getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
  });

  it('labels the message "Special Request" when the home page asks it to', () => {
    renderForm({}, 'Special Request');
    expect(screen.getByLabelText(/special request/i)).toBeInTheDocument();
  });

  it('shows a message beside each bad field and moves focus to the first one', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = renderForm();
    await fillIn(user, screen.getByLabelText(/e-mail/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: /send message/i }));

    const name = screen.getByLabelText(/your name/i);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText(/e-mail/i)).toHaveAccessibleDescription(/valid e-mail address/i);
    await waitFor(() => expect(name).toHaveFocus());
    expect(fake.contactMessages).toHaveLength(0);
  });

  it('clears a field message as soon as the visitor fixes it, after the first attempt', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: /send message/i }));
    const name = screen.getByLabelText(/your name/i);
    await user.type(name, 'Ann');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/phone/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the message, announces success and empties the form', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = renderForm();
    await fillTheForm(user);
    afterHumanPause();
    await user.click(screen.getByRole('button', { name: /send message/i }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/your message has been sent/i));
    expect(fake.contactMessages).toEqual([
      expect.objectContaining({ name: 'Ann Jones', phone: '01792 123456' }),
    ]);
    expect(screen.getByLabelText(/your name/i)).toHaveValue('');
  });

  /**
   * The form as a page's HTML has it, typed into before its script has hydrated it, with the page loader's hold
   * on early submits in place and the form noted as on screen since the first paint (src/main.tsx): its time
   * counts from then, not from hydration.
   */
  async function typedBeforeItIsLive() {
    const fake = fakeDataPort();
    const tree = (
      <MemoryRouter>
        <DataPortProvider port={fake.port}>
          <ContactForm />
        </DataPortProvider>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    await runPageLoader();
    // On screen a person's time before it is sent: its first paint is set that far back. (The page loader
    // stamps an early send with the page's own clock, which the test's fake one does not move on.)
    vi.setSystemTime(Date.now() - MIN_FILL_MS - 100);
    noteFormsOnScreen(document);
    vi.setSystemTime(Date.now() + MIN_FILL_MS + 100);
    for (const [label, value] of [
      [/your name/i, 'Ann Jones'],
      [/e-mail/i, 'ann@example.com'],
      [/phone/i, '01792 123456'],
      [/message/i, 'Do you have dates in Swansea this spring?'],
    ] as const) {
      within(container).getByLabelText<HTMLInputElement>(label, { selector: 'input, textarea' }).value =
        value;
    }
    return { fake, tree, container };
  }

  it('keeps what a visitor typed into the prerendered form before its script had started, and the time it took', async () => {
    const { fake, tree, container } = await typedBeforeItIsLive();
    render(tree, { container, hydrate: true });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /send message/i }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/your message has been sent/i));
    expect(fake.contactMessages).toEqual([
      expect.objectContaining({ name: 'Ann Jones', email: 'ann@example.com' }),
    ]);
  });

  it('sends the prerendered form once its script is live, when the visitor sent it before', async () => {
    const { fake, tree, container } = await typedBeforeItIsLive();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    within(container).getByRole('form', { name: 'Message us' }).dispatchEvent(submit);
    // The browser does not send it itself, and nothing is sent yet.
    expect(submit.defaultPrevented).toBe(true);
    expect(fake.contactMessages).toEqual([]);

    render(tree, { container, hydrate: true });

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/your message has been sent/i));
    expect(fake.contactMessages).toEqual([
      expect.objectContaining({ name: 'Ann Jones', email: 'ann@example.com' }),
    ]);
  });

  it('shows the server’s field messages the same way', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({
      submitContactMessage: () =>
        Promise.reject(new DataError('invalid', 'Bad input', { email: 'This address bounced' })),
    });
    await fillTheForm(user);
    afterHumanPause();
    await user.click(screen.getByRole('button', { name: /send message/i }));

    const email = screen.getByLabelText(/e-mail/i);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('This address bounced');
  });

  it('keeps every character when sending fails, says so, and lets the visitor try again', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    renderForm({
      submitContactMessage: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new DataError('unavailable', 'offline')) : Promise.resolve();
      },
    });
    await fillTheForm(user);
    afterHumanPause();
    await user.click(screen.getByRole('button', { name: /send message/i }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn't reach our server/i);
    expect(screen.getByLabelText(/message/i, { selector: 'textarea' })).toHaveValue(
      'Do you have dates in Swansea this spring?',
    );
    await user.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/sent/i));
    expect(calls).toBe(2);
  });

  it('shows "Sending..." and ignores a second press while the first is on its way', async () => {
    const user = userEvent.setup({ delay: null });
    let finish: () => void = () => {};
    let calls = 0;
    renderForm({
      submitContactMessage: () => {
        calls += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    await fillTheForm(user);
    afterHumanPause();
    await user.click(screen.getByRole('button', { name: /send message/i }));
    const button = screen.getByRole('button', { name: /sending/i });
    await user.click(button);
    expect(calls).toBe(1);
    finish();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/sent/i));
  });

  it('asks a send quicker than a person types to be pressed again, keeping every word, and sends on that press', async () => {
    // Autofill fills a form in a second: such a visitor must not be dropped as a bot.
    const user = userEvent.setup({ delay: null });
    const send = vi.fn(() => Promise.resolve());
    renderForm({ submitContactMessage: send });
    await fillTheForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not sent yet: that was quicker than people usually fill in a form, so please press “Send message” again',
    );
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/message/i, { selector: 'textarea' })).toHaveValue(
      'Do you have dates in Swansea this spring?',
    );

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/your message has been sent/i));
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ann Jones' }));
  });

  it('sends nothing when the hidden honeypot field is filled', async () => {
    const user = userEvent.setup({ delay: null });
    const send = vi.fn(() => Promise.resolve());
    const { container } = render(
      <MemoryRouter>
        <DataPortProvider port={fakeDataPort({ submitContactMessage: send }).port}>
          <ContactForm />
        </DataPortProvider>
      </MemoryRouter>,
    );
    await fillTheForm(user);
    const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    if (!honeypot) throw new Error('The honeypot field is missing');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    honeypot.value = 'http://spam.example';
    afterHumanPause();
    await user.click(screen.getByRole('button', { name: /send message/i }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/sent/i));
    expect(send).not.toHaveBeenCalled();
  });
});
