import { Readable } from 'node:stream';
import { create as attachment } from 'content-disposition';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { signedIn, signedOut } from '../../admin-gate.server.ts';
import type { BackendConfig } from '../../../server/backend/client.ts';
import { siteOf } from '../../site.server.ts';
import { limits, uploadField } from '../registration/contract.ts';
import { adminPaths } from './contract.ts';
import { documentName, isRecordRef } from './records.ts';

/**
 * The largest document the site passes on: twice what a registration may carry (10 MB), so
 * that one the backend took another way still comes, while a runaway answer is cut.
 */
export const documentByteCap = 2 * limits.fileBytes;

/** Where a document may come from (decision 069), and where it is then fetched. */
const mediaPrefix = '/media/';

/**
 * The backend's address of a record's document, or undefined when it is not under /media/ on
 * the backend's own origin. A Django REST FileField is answered as an absolute URL built from
 * the host the backend was called by (API_URL's) or, behind USE_X_FORWARDED_HOST, from the
 * site's host it is told (SITE_URL's, server/backend/client.ts), over http or https: either way
 * its path is fetched from API_URL's origin. A path (`/media/x.pdf`) is on that origin; a bare
 * name (`x.pdf`, a FileField's `name`) is under Django's default MEDIA_URL, /media/. Any other
 * host, a protocol-relative address, another scheme, credentials in the address, or a path that
 * leaves /media/ (issue 58 item 8) are refused: the site fetches it with the admin's token, so
 * a wrong or hostile value there would otherwise have any call of the backend answered to the
 * admin as a download.
 */
export function documentUrl(stored: string, config: Pick<BackendConfig, 'apiUrl' | 'siteUrl'>): URL | undefined {
  const value = stored.trim();
  if (!value) return undefined;
  const origin = config.apiUrl.origin;
  const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//') || value.startsWith('\\');
  let given: URL;
  try {
    given = isAbsolute || value.startsWith('/') ? new URL(value, origin) : new URL(mediaPrefix + value, origin);
  } catch {
    return undefined;
  }
  const ownHost = given.host === config.apiUrl.host || (isAbsolute && given.host === config.siteUrl.host);
  const web = given.protocol === 'http:' || given.protocol === 'https:';
  if (!ownHost || !web || given.username || given.password || !staysInMedia(given.pathname)) return undefined;
  return new URL(given.pathname + given.search, origin);
}

/**
 * Whether a path, already resolved (the URL parser has taken out `.`, `..`, `%2e%2e` and `\`),
 * stays under /media/ however often what is before the backend decodes it: a server or a proxy
 * may decode `..%2f` or `%252e%252e` into a step up, or read `\` as `/`, after the check here.
 * So each decoding (as lenient as Python's, which leaves a malformed escape as it is) is checked
 * until nothing more decodes; a NUL, which ends a path in C, is refused too.
 */
function staysInMedia(pathname: string): boolean {
  if (!pathname.startsWith(mediaPrefix)) return false;
  let path = pathname;
  for (let round = 0; round < 5; round++) {
    if (path.includes('\0') || path.split(/[/\\]/).some((segment) => segment === '.' || segment === '..')) return false;
    const decoded = path.replaceAll(/%([\da-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (decoded === path) return true;
    path = decoded;
  }
  // Still decoding after five rounds: no document's name is written so.
  return false;
}

/** The owner's file name for the download: the path's last part, decoded, without controls or separators. */
export function downloadName(url: URL): string {
  const name = documentName(url.pathname)
    // oxlint-disable-next-line no-control-regex -- control characters are what is taken out
    .replaceAll(/[\u0000-\u001f\u007f/\\]/g, '_')
    .trim();
  return name || 'document';
}

const mediaType = (given: string) => {
  const type = given.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^[a-z]+\/[\w.+-]+$/.test(type) ? type : 'application/octet-stream';
};

/**
 * GET /admin/registrations/:ref/document (and /mr/…), a resource route (src/routes.tsx): the
 * record's document, fetched from the backend with the session's token and streamed to the
 * admin as a download (decision 069): `Content-Disposition: attachment` with the owner's file
 * name, `nosniff`, `no-store` (and `noindex`, as every admin address: server/page-delivery.ts).
 * Without a live session: to the login page with the way back, and the backend is not called
 * (src/admin-gate.server.ts, the admin area's own check). A record the list does not hold, or one
 * without a document (or with one elsewhere than under /media/ on the backend's origin), is 404.
 * A document the backend does not give in time or at all, or that is larger than the cap, sends
 * the admin back to the record, which says so.
 */
export async function documentLoader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await signedIn(request, context);
  const ref = params.ref ?? '';
  if (!isRecordRef(ref)) throw data(null, { status: 404 });
  // Written without the language prefix: the router's basename adds it.
  const toRecord = () => redirect(`${adminPaths.record(ref)}?document=unavailable`, 303);
  const answer = await admin.list();
  if (!answer.ok && answer.problem === 'unauthorized') return signedOut(request, context);
  if (!answer.ok) return toRecord();
  const { visitor, services } = siteOf(context);
  const record = answer.value.records.find((candidate) => candidate.ref === ref);
  const url = record && documentUrl(record[uploadField], services.config);
  if (!url) {
    if (record?.[uploadField]) visitor.log.warn('a document not under /media/ on the backend’s origin was refused');
    throw data(null, { status: 404 });
  }
  const fetched = await admin.document(url, documentByteCap);
  if (!fetched.ok) {
    visitor.log.warn({ problem: fetched.problem }, 'document not fetched');
    if (fetched.problem === 'unauthorized') return signedOut(request, context);
    return toRecord();
  }
  const { file } = fetched;
  const headers = new Headers({
    'Content-Type': mediaType(file.contentType),
    'Content-Disposition': attachment(downloadName(url)),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  if (file.length !== undefined) headers.set('Content-Length', String(file.length));
  // Cut short (the cap, the deadline, the backend or the admin's connection): the download fails
  // (server/render.ts ends the connection), and the log says why.
  file.body.once('error', (error) => visitor.log.warn({ err: error }, 'document cut short'));
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, { headers });
}
