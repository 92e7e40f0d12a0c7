import { admin as adminEn } from '../../content/admin.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { admin as adminMr } from '../../content/mr/admin.ts';
import { site as siteMr } from '../../content/mr/site.ts';
import { site as siteEn } from '../../content/site.ts';

const subjects = {
  en: fillTemplate(adminEn.message.replySubject, { site: siteEn.name }),
  mr: fillTemplate(adminMr.message.replySubject, { site: siteMr.name }),
};

/**
 * The subject of an admin's reply to a Contact message (the inbox's mailto link): in the language
 * the visitor wrote in, the message's own, whichever language the admin reads the inbox in. A
 * page's content is in the page's language only (build/language-content.ts), so the server picks
 * from both twins here, as it does for the newsletter's mail (src/features/newsletter/confirm-mail.server.ts).
 */
export const replySubject = (language: string): string => (language === 'mr' ? subjects.mr : subjects.en);
