import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function ContactPage() {
  return (
    <ComingSoon
      eyebrow="Get in touch"
      title="Contact Us"
      description="Ways to reach our team, and a form to send us a message."
    />
  );
}
