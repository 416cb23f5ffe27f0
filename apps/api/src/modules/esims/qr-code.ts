// The QR code of an eSIM's LPA string (GSMA SGP.22): SVG for the web (GET /api/esims/{id}/qr.svg), PNG for the
// mail's inline image. Error correction M, the quiet zone of 2 modules that phone cameras need at the least.
// The library loads with the first QR code, not with the app (docs/performance.md: what the app loads at start).
const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

const qrCodes = () => import('qrcode').then((module) => module.default);

export async function qrCodeSvg(lpa: string): Promise<string> {
  return (await qrCodes()).toString(lpa, { ...OPTIONS, type: 'svg' });
}

/** A PNG of 8 pixels per module: about 300 px wide for an LPA string, sharp in a mail at any zoom. */
export async function qrCodePng(lpa: string): Promise<Buffer> {
  return (await qrCodes()).toBuffer(lpa, { ...OPTIONS, type: 'png', scale: 8 });
}
