import { dialablePhone } from '../../../domain/phone';
import { visitorWebAddress } from '../../../domain/url';

/** E-mail addresses open the mail app; the address was checked as an e-mail when it was stored. */
export function MailLink({ email }: { email: string }) {
  return email ? <a href={`mailto:${email}`}>{email}</a> : <>—</>;
}

/** Phone numbers dial on a phone: the href keeps only what a dialler reads (no words, no extension). */
export function PhoneLink({ phone }: { phone: string }) {
  const dial = dialablePhone(phone);
  return dial ? <a href={`tel:${dial}`}>{phone}</a> : <>{phone || '—'}</>;
}

/** A visitor typed this link: a link only to an http(s) website (typed with or without https://), never javascript: or data:. */
export function VisitorLink({ url }: { url: string }) {
  const safe = visitorWebAddress(url);
  if (!safe) return <>{url || '—'}</>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer nofollow" className="text-break">
      {url}
    </a>
  );
}

/** A visitor's message, line breaks kept (dashboard.scss: pre-line). */
export function MessageText({ text }: { text: string }) {
  return text ? <span className="message-message">{text}</span> : <>—</>;
}
