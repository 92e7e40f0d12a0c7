import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { enquiries } from '../../content/enquiries.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { ListTable } from '../../features/admin/AdminList.tsx';
import { AdminNav } from '../../features/admin/AdminNav.tsx';
import { enquiryPaths, enquiryStatuses, officeStatuses } from '../../features/enquiries/contract.ts';
import type { AdminEnquiriesData } from '../../features/enquiries/enquiry-routes.server.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import forms from '../../forms/forms.module.css';
import { localPath } from '../../current-language.ts';
import styles from '../../features/admin/admin.module.css';

export {
  adminEnquiriesAction as action,
  adminEnquiriesLoader as loader,
} from '../../features/enquiries/enquiry-routes.server.ts';

const copy = enquiries.admin;
const form = enquiries.form;

/** A share as a percentage, or a dash when there is nothing to share. */
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);

/**
 * /admin/enquiries (issue 54): the visitors' enquiries to the directory's centres, newest first,
 * filtered by centre, status and month (a GET form; the CSV takes the same filters), each with
 * its status to set by hand; and per centre, the enquiries of the last 90 days and how many
 * were answered. For a signed-in admin only; usable on a phone (the table scrolls).
 */
export function Component() {
  const data = useLoaderData<AdminEnquiriesData>();
  const query = new URLSearchParams(Object.entries(data.filter).filter(([, value]) => value)).toString();
  const saved = data.saved ? fillTemplate(copy.saved, { reference: data.saved }) : undefined;
  return (
    <div className={styles.page}>
      <PageMeta title={copy.title} description={copy.intro} noindex />
      <p className={styles.signedIn}>{admin.session.signedIn}</p>
      <AdminNav section="enquiries" atList newMessages={data.newMessages} />
      <h1>{copy.heading}</h1>
      <p className={styles.intro}>{copy.intro}</p>
      <FormAlert
        tone={data.unavailable ? 'failure' : saved ? 'success' : undefined}
        message={data.unavailable ? copy.unavailable : saved}
      />
      <form method="get" action={localPath(enquiryPaths.admin)} className={styles.filters}>
        <h2>{copy.filters}</h2>
        <label>
          {copy.centre}
          <select name="centre" defaultValue={data.filter.centre}>
            <option value="">{copy.all}</option>
            {data.centres.map((centre) => (
              <option key={centre.id} value={centre.id}>
                {centre.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {copy.status}
          <select name="status" defaultValue={data.filter.status}>
            <option value="">{copy.all}</option>
            {enquiryStatuses.map((status) => (
              <option key={status} value={status}>
                {copy.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {copy.month}
          <select name="month" defaultValue={data.filter.month}>
            <option value="">{copy.all}</option>
            {data.months.map((month) => (
              <option key={month} value={month}>
                {month}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.actions}>
          <button type="submit" className={forms.submit}>
            {copy.show}
          </button>
          <a
            href={`${localPath(enquiryPaths.adminCsv)}${query ? `?${query}` : ''}`}
            download
            className={styles.tapLink}
          >
            {copy.csv}
          </a>
        </div>
      </form>
      {data.enquiries.length > 0 ? (
        <ListTable
          id="admin-enquiries-caption"
          caption={copy.caption}
          columns={[copy.reference, copy.received, copy.centre, copy.visitor, copy.when, copy.party, copy.status]}
          action={copy.change}
        >
          {data.enquiries.map((enquiry) => (
            <tr key={enquiry.id}>
              <th scope="row">{enquiry.reference}</th>
              <td data-label={copy.received}>{enquiry.received}</td>
              <td data-label={copy.centre}>
                <bdi>{enquiry.centreName}</bdi>
              </td>
              <td data-label={copy.visitor}>
                <bdi>{enquiry.name}</bdi>
                {enquiry.email ? (
                  <>
                    <br />
                    <a href={`mailto:${enquiry.email}?subject=${encodeURIComponent(enquiry.reference)}`}>
                      {enquiry.email}
                    </a>
                  </>
                ) : null}
                {enquiry.phone ? (
                  <>
                    <br />
                    <a href={`tel:+91${enquiry.phone}`}>{enquiry.phone}</a>
                  </>
                ) : null}
                {enquiry.message ? <p className={styles.messageText}>{enquiry.message}</p> : null}
              </td>
              <td data-label={copy.when}>
                {enquiry.flexible ? copy.flexible : [enquiry.date_from, enquiry.date_to].filter(Boolean).join(' – ')}
                <br />
                {form.visits[enquiry.visit as keyof typeof form.visits]}
              </td>
              <td data-label={copy.party}>
                {fillTemplate(copy.partyText, { adults: enquiry.adults, children: enquiry.children })}
                <br />
                {form.groups[enquiry.group_type as keyof typeof form.groups]},{' '}
                {form.languages[enquiry.reply_language as keyof typeof form.languages]}
              </td>
              <td data-label={copy.status}>{copy.statuses[enquiry.status as keyof typeof copy.statuses]}</td>
              <td aria-label={`${copy.change}: ${enquiry.reference}`}>
                <form method="post" className={styles.actions}>
                  <input type="hidden" name="csrf" value={data.csrf} />
                  <input type="hidden" name="id" value={enquiry.id} />
                  <input type="hidden" name="reference" value={enquiry.reference} />
                  <input type="hidden" name="filter-centre" value={data.filter.centre} />
                  <input type="hidden" name="filter-status" value={data.filter.status} />
                  <input type="hidden" name="filter-month" value={data.filter.month} />
                  <label>
                    <span className="visually-hidden">{`${copy.change}: ${enquiry.reference}`}</span>
                    <select name="status" defaultValue={enquiry.status}>
                      {enquiryStatuses
                        .filter(
                          (status) =>
                            status === enquiry.status || (officeStatuses as readonly string[]).includes(status),
                        )
                        .map((status) => (
                          <option key={status} value={status}>
                            {copy.statuses[status]}
                          </option>
                        ))}
                    </select>
                  </label>
                  <button type="submit" className={forms.submit}>
                    {copy.save}
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </ListTable>
      ) : data.unavailable ? null : (
        <p>{copy.none}</p>
      )}
      <section aria-labelledby="admin-enquiry-rates">
        <h2 id="admin-enquiry-rates">{copy.rates}</h2>
        {data.rates.length > 0 ? (
          <ListTable
            id="admin-enquiry-rates-caption"
            caption={copy.ratesCaption}
            columns={[copy.centre, copy.enquiries, copy.answered, copy.rate]}
            action={copy.fromCentre}
          >
            {data.rates.map((rate) => (
              <tr key={rate.centreId}>
                <th scope="row">
                  <bdi>{rate.centreName}</bdi>
                </th>
                <td data-label={copy.enquiries}>{rate.enquiries}</td>
                <td data-label={copy.answered}>{rate.answered}</td>
                <td data-label={copy.rate}>{percent(rate.answered, rate.enquiries)}</td>
                <td>
                  <a
                    className={styles.open}
                    href={`${localPath(enquiryPaths.admin)}?centre=${encodeURIComponent(rate.centreId)}`}
                    aria-label={`${copy.show}: ${copy.fromCentre}, ${rate.centreName}`}
                  >
                    {copy.show}
                  </a>
                </td>
              </tr>
            ))}
          </ListTable>
        ) : (
          <p>{copy.none}</p>
        )}
      </section>
    </div>
  );
}
