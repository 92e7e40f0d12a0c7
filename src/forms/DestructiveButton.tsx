import { Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import forms from './forms.module.css';

interface Props {
  children: ReactNode;
  /** What the button takes away, drawn before its words: a bin (deleting) unless told (unlisting). */
  icon?: LucideIcon;
  /** The quieter size of a row's small buttons (a photo's), beside the secondary ones. */
  quiet?: boolean;
  /** The intent it posts, when its form has other submit buttons (a sign-up's row). */
  name?: string;
  value?: string;
  'aria-label'?: string;
}

/**
 * A submit button that takes something away (delete a message or a subscriber, unlist a centre,
 * remove a photo, cancel a sign-up; issue 58 item 16, decision 104). It looks unlike the main action beside it in
 * more than colour: an outline, not a filled button, a symbol before its words, and the danger
 * red for border and words; filled red under a pointer that hovers.
 */
export function DestructiveButton({ children, icon: Icon = Trash2, quiet = false, ...named }: Props) {
  return (
    <button type="submit" className={`${quiet ? forms.secondary : forms.submit} ${forms.destructive}`} {...named}>
      <Icon aria-hidden="true" className={forms.destructiveIcon} />
      {children}
    </button>
  );
}
