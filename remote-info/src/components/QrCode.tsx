import { useEffect, useState } from 'react';
import { useT } from '../i18n';

/** Module count and the dark modules as one SVG path, so the code stays crisp at any size. */
interface QrShape {
  size: number;
  path: string;
}

const QUIET_ZONE = 4;

async function buildQr(text: string): Promise<QrShape> {
  // Loaded only when a QR code is shown, so the Share screen does not pay for it up front.
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: count + QUIET_ZONE * 2, path };
}

/** A real, scannable QR code of `text`, drawn as SVG; says so while loading or if it fails. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const t = useT();
  // The drawing remembers which text it is of, so a new `text` shows "Drawing" at once without an
  // extra render to reset it; `shape` is null when drawing failed.
  const [drawn, setDrawn] = useState<{ text: string; shape: QrShape | null } | null>(null);

  useEffect(() => {
    let live = true;
    buildQr(text).then(
      (shape) => live && setDrawn({ text, shape }),
      () => live && setDrawn({ text, shape: null }),
    );
    return () => {
      live = false;
    };
  }, [text]);

  const current = drawn?.text === text ? drawn : null;
  const shape = current?.shape;
  const failed = current !== null && !shape;
  if (failed)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('share.qr.failed')}
      </p>
    );
  if (!shape) return <p className="text-sm text-muted">{t('share.qr.drawing')}</p>;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${shape.size} ${shape.size}`}
      shapeRendering="crispEdges"
      className="mx-auto size-56 max-w-full rounded-xl border border-line"
    >
      <rect width={shape.size} height={shape.size} fill="#fff" />
      <path d={shape.path} fill="#000" />
    </svg>
  );
}
