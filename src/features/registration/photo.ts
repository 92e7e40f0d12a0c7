/**
 * Lighter photos (issue 27): a JPEG, PNG or WebP document over 1.5 MB is redrawn in the browser
 * at most 2000 px on its long side and sent as a JPEG, which keeps a certificate legible at a
 * fraction of the bytes on a slow link. PDFs and small images are sent as they are; so is a
 * photo the browser cannot decode, or whose copy would not be smaller. The copy carries none
 * of the camera's metadata (place, device). The edge checks the result like any document.
 */
export const photoRules = {
  /** Photos larger than this are made lighter (in the units of the 10 MB limit). */
  minBytes: 1.5 * 1024 * 1024,
  maxSide: 2000,
  type: 'image/jpeg',
  quality: 0.85,
} as const;

const photoTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface LighterPhoto {
  file: File;
  width: number;
  height: number;
}

/** Whether a chosen document is a photo to make lighter. */
export const isHeavyPhoto = (file: File) => photoTypes.has(file.type) && file.size > photoRules.minBytes;

/** The size to draw at: the long side at most `maxSide`, the proportions kept, never enlarged. */
export function fittedSize(width: number, height: number, maxSide: number = photoRules.maxSide) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The file's name with the copy's extension: "certificate.png" → "certificate.jpg". */
export const lighterName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;

/** The lighter copy of a heavy photo, or undefined when it is to be sent as it is. */
export async function lighterPhoto(file: File): Promise<LighterPhoto | undefined> {
  if (!isHeavyPhoto(file) || typeof createImageBitmap !== 'function') return undefined;
  let bitmap: ImageBitmap | undefined;
  let scaled: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    // The browser scales while decoding where it can (high quality); drawImage scales otherwise.
    scaled = await createImageBitmap(bitmap, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' }).catch(
      () => undefined,
    );
    const blob = await encode(scaled ?? bitmap, width, height);
    if (!blob || blob.size >= file.size) return undefined;
    return { file: new File([blob], lighterName(file.name), { type: photoRules.type }), width, height };
  } catch {
    return undefined;
  } finally {
    bitmap?.close();
    scaled?.close();
  }
}

/** Draws the picture on a white ground (a transparent PNG would turn black in a JPEG) and encodes it. */
async function encode(source: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  const options = { type: photoRules.type, quality: photoRules.quality };
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    paint(context, source, width, height);
    return canvas.convertToBlob(options);
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  paint(context, source, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, options.type, options.quality));
}

function paint(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  source: ImageBitmap,
  width: number,
  height: number,
) {
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
}
