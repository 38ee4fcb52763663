/**
 * The email's body as the server renders it (markdown to sanitised HTML, one home for the rule:
 * POST /admin/campaigns/preview), shown in a sandboxed frame so even a rendering slip could not
 * run in the back office. It follows the editor after a short pause.
 */
import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error';
import { previewCampaign } from '../api/campaigns';

const PAUSE_MS = 400;

const frameDocument = (html: string) => `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;padding:20px;font:15px/1.6 Helvetica,Arial,sans-serif;color:#2f3a2f;background:#fffdf9}
h1,h2,h3{font-family:Georgia,serif;font-weight:500;color:#2f3a2f}a{color:#3d5a40}img{max-width:100%}
</style></head><body>${html}</body></html>`;

export function CampaignPreview({ subject, preheader, body }: { subject: string; preheader: string; body: string }) {
  const [html, setHtml] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!body.trim()) {
      setHtml('');
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      previewCampaign(body, controller.signal).then(
        (rendered) => {
          setHtml(rendered);
          setError(null);
        },
        (failure: unknown) => {
          if (!controller.signal.aborted) setError(apiErrorMessage(failure, 'Failed to render the preview'));
        },
      );
    }, PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [body]);

  return (
    <div className="overflow-hidden rounded-2xl border border-sand-100 bg-white">
      <div className="border-b border-sand-100 bg-cream-100/70 px-4 py-3">
        <p className="truncate text-sm font-semibold text-ink">{subject || 'Subject'}</p>
        <p className="truncate text-[13px] text-ink-muted">{preheader || 'Preheader text shows here in the inbox'}</p>
      </div>
      {error ? <p role="alert" className="px-4 py-3 text-sm text-danger">{error}</p> : null}
      {html ? (
        <iframe title="Email preview" sandbox="" srcDoc={frameDocument(html)} className="block h-[420px] w-full border-0" />
      ) : (
        <p className="px-4 py-10 text-center text-sm text-ink-muted">Write the body to see the email here.</p>
      )}
    </div>
  );
}
