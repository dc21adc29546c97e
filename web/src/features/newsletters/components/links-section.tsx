import {
  buildFooterHtml,
  buildSubscribeLink,
  buildUnsubscribeLink,
  newsletterDisplayName,
} from '@listkeep/common/src/footer';
import type { Newsletter } from '@listkeep/common/src/entities';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { copyImage, copyText } from '@/lib/clipboard';
import { downloadBlob } from '@/lib/download';
import { notify } from '@/lib/toast';
import { COPIED_MS, QR_EXPORT_SCALE, QR_SIZE, isSecondClick, qrFileName } from '../utils/qr';

/** The QR library is only fetched when this section renders. */
async function loadQr() {
  const mod = await import('qrcode');
  return (mod.default as typeof mod | undefined) ?? mod;
}

const QR_OPTIONS = { margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } } as const;

async function renderPng(link: string): Promise<Blob> {
  const qr = await loadQr();
  const canvas = document.createElement('canvas');
  await qr.toCanvas(canvas, link, { ...QR_OPTIONS, width: QR_SIZE * QR_EXPORT_SCALE });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The QR code could not be exported.'))),
      'image/png',
    ),
  );
}

/** A flag that is true for 1.5 s after `flash()`. */
function useFlash(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const flash = () => {
    if (timer.current) clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), COPIED_MS);
  };
  return [on, flash];
}

interface CopyFieldProps {
  label: string;
  value: string;
  copiedMessage: string;
  testId: string;
}

function CopyField({ label, value, copiedMessage, testId }: CopyFieldProps) {
  const id = useId();
  const [copied, flash] = useFlash();
  const copy = async () => {
    if (await copyText(value)) {
      flash();
      notify(copiedMessage, 'success');
    } else {
      notify('Failed to copy to clipboard', 'error');
    }
  };
  return (
    <div className="field" data-testid={testId}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field">
        <input id={id} className="input" value={value} readOnly onFocus={(e) => e.target.select()} />
        <Button variant="secondary" onClick={() => void copy()} aria-label={`Copy ${label.toLowerCase()}`}>
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}

function QrCode({ link, newsletterName }: { link: string; newsletterName: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const png = useRef<{ link: string; blob: Promise<Blob> } | null>(null);
  const copiedAt = useRef<number | null>(null);
  const [copied, flash] = useFlash();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    loadQr()
      .then((qr) =>
        live && canvas.current ? qr.toCanvas(canvas.current, link, { ...QR_OPTIONS, width: QR_SIZE }) : null,
      )
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [link]);

  const pngOf = (value: string): Promise<Blob> => {
    if (png.current?.link !== value) png.current = { link: value, blob: renderPng(value) };
    return png.current.blob;
  };

  const click = async () => {
    if (isSecondClick(copiedAt.current, Date.now())) {
      copiedAt.current = null;
      try {
        downloadBlob(qrFileName(newsletterName), await pngOf(link));
        notify('QR code downloaded.', 'success');
      } catch {
        notify('Failed to copy QR code', 'error');
      }
      return;
    }
    const blob = pngOf(link);
    blob.catch(() => undefined);
    if (await copyImage(blob)) {
      copiedAt.current = Date.now();
      flash();
    } else {
      notify('Failed to copy QR code', 'error');
    }
  };

  return (
    <div className="qr-block">
      <button
        type="button"
        className="qr-button"
        onClick={() => void click()}
        aria-label={copied ? 'QR code copied. Click again to download it' : 'Copy the subscribe QR code'}
        data-testid="qr-code"
        data-copied={copied || undefined}
        disabled={failed}
      >
        <canvas ref={canvas} width={QR_SIZE} height={QR_SIZE} className="qr-canvas" aria-hidden="true" />
      </button>
      <p className="small muted qr-caption" aria-live="polite">
        {failed ? (
          'The QR code could not be drawn.'
        ) : copied ? (
          <>
            <strong className="qr-copied">Copied!</strong> Click again to download.
          </>
        ) : (
          'Click to copy the QR code image; click twice to download it.'
        )}
      </p>
    </div>
  );
}

/** Subscribe and unsubscribe links, the footer to paste into emails, and the subscribe QR code. */
export function LinksSection({ newsletter }: { newsletter: Newsletter }) {
  const origin = window.location.origin;
  const name = newsletterDisplayName(newsletter);
  const subscribe = buildSubscribeLink(origin, newsletter);
  const unsubscribe = buildUnsubscribeLink(origin, newsletter);
  const footer = useMemo(() => buildFooterHtml(origin, newsletter), [origin, newsletter]);
  const [footerCopied, flashFooter] = useFlash();

  const copyFooter = async () => {
    if (await copyText(footer)) {
      flashFooter();
      notify('Footer HTML copied to clipboard!', 'success');
    } else {
      notify('Failed to copy to clipboard', 'error');
    }
  };

  return (
    <Card className="stack" data-testid="links-section">
      <h2 className="card-title">Links and footer</h2>
      <div className="links-grid">
        <div className="stack">
          {newsletter.blockSubscribes ? (
            <p className="read-only-note" data-testid="subscribe-blocked-note">
              <strong>New subscribes are blocked.</strong> There is no subscribe link or QR code; turn off Block new
              subscribes above to share them.
            </p>
          ) : (
            <CopyField
              label="Subscribe link"
              value={subscribe}
              copiedMessage="Subscribe link copied to clipboard."
              testId="subscribe-link"
            />
          )}
          <CopyField
            label="Unsubscribe link"
            value={unsubscribe}
            copiedMessage="Unsubscribe link copied to clipboard."
            testId="unsubscribe-link"
          />
        </div>
        {!newsletter.blockSubscribes && <QrCode link={subscribe} newsletterName={name} />}
      </div>

      <div className="stack-sm">
        <h3 className="field-label">Footer</h3>
        <p className="small muted">Paste it at the end of every email you send to this list.</p>
        <div className="footer-preview" data-testid="footer-preview" dangerouslySetInnerHTML={{ __html: footer }} />
        <div>
          <Button variant="secondary" onClick={() => void copyFooter()} data-testid="copy-footer">
            {footerCopied ? 'Copied!' : 'Copy footer HTML'}
          </Button>
        </div>
      </div>
    </Card>
  );
}
