import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { newKey, registrationTextFields, type RegistrationValues } from './contract.ts';
import { keptDocument, type KeptDocument } from './document-store.ts';
import { clearDraft, isEmpty, readDraft, writeDraft, type Draft } from './draft.ts';

/** What the owner is told about the draft: put back, or discarded. */
export type DraftNotice = 'restored' | 'discarded' | undefined;

interface Options {
  form: Pick<UseFormReturn<RegistrationValues>, 'getValues' | 'setValue' | 'trigger' | 'watch'>;
  /** False when the page already shows values (a registration sent without JavaScript came back). */
  restoreValues: boolean;
}

/**
 * The draft (draft.ts): what is typed is kept on the device at every change, put back when the
 * owner comes back (the island wakes at load then), and cleared after a registration or when
 * the owner discards it. It also holds the idempotency key of the registration being sent.
 */
export function useDraft({ form, restoreValues }: Options) {
  const { getValues, setValue, trigger, watch } = form;
  const kept = useRef<Omit<Draft, 'savedAt' | 'values'>>({});
  const [exists, setExists] = useState(false);
  const [notice, setNotice] = useState<DraftNotice>();
  // The document kept with the draft, once read back (null: the draft had one, the browser has it no more).
  const [restoredDocument, setRestoredDocument] = useState<KeptDocument | null>();

  const save = () => {
    const draft = { ...kept.current, values: getValues() };
    writeDraft(draft);
    setExists(!isEmpty(draft));
  };

  useEffect(() => {
    const draft = readDraft();
    if (draft) {
      kept.current = { key: draft.key, document: draft.document };
      const typed = registrationTextFields.filter((name) => draft.values[name]);
      if (restoreValues) for (const name of typed) setValue(name, draft.values[name] ?? '', { shouldDirty: true });
      if (restoreValues && typed.length > 0) {
        setNotice('restored');
        void trigger();
      }
      if (draft.document) void keptDocument().then((found) => setRestoredDocument(found ?? null));
    }
    // What was typed before the island woke is kept too.
    save();
    // From here on every change is kept.
    const watching = watch(() => save());
    return () => watching.unsubscribe();
    // Once, when the island wakes: the draft is read before anything is typed into it.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    exists,
    notice,
    /** The draft's document as read back: undefined until then (or without one), null when it is lost. */
    document: restoredDocument,
    /** The key for this send: the draft's, or a new one kept with the draft. */
    key(): string {
      kept.current.key ??= newKey();
      save();
      return kept.current.key;
    },
    /** The server settled the registration sent with the key (a refusal): the next one gets a new key. */
    settleKey() {
      kept.current.key = undefined;
      save();
    },
    /** Which document the draft holds. */
    setDocument(chosen: Draft['document']) {
      kept.current.document = chosen;
      save();
    },
    /** After a registration: nothing of the draft stays on the device. */
    clear() {
      kept.current = {};
      clearDraft();
      setExists(false);
      setNotice(undefined);
    },
    /** The owner discards the draft. */
    discard() {
      kept.current = {};
      clearDraft();
      setExists(false);
      setNotice('discarded');
    },
  };
}
