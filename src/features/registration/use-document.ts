import { useRef, useState } from 'react';
import { documentProblem } from './document-check.ts';
import { forgetDocument, keepDocument, type KeptDocument } from './document-store.ts';
import { lighterPhoto } from './photo.ts';

/** What the owner is told about keeping the document on the device. */
export type KeepNotice = 'kept' | 'notKept' | 'chooseAgain' | undefined;

export interface DocumentState {
  /** The document chosen (or restored from the draft), its lighter copy, and which is to be sent. */
  chosen: KeptDocument | undefined;
  /** True while a heavy photo is being made lighter. */
  preparing: boolean;
  notice: KeepNotice;
  /** What a registration sends now: the lighter copy unless the original is asked for. */
  toSend: File | undefined;
  /** Why the document to send would be refused, if it would. */
  problem: string | undefined;
}

/**
 * The registration's document, held by the form rather than read from the file input: a heavy
 * photo is made lighter as soon as it is chosen (photo.ts), and the document is kept with the
 * draft in IndexedDB (document-store.ts). `onKept` tells the draft which document it holds.
 */
export function useDocument(onKept: (document: { name: string; size: number } | undefined) => void) {
  const [chosen, setChosen] = useState<KeptDocument>();
  const [preparing, setPreparing] = useState(false);
  const [notice, setNotice] = useState<KeepNotice>();
  // A later choice wins over a photo still being made lighter.
  const turn = useRef(0);

  async function keep(document: KeptDocument) {
    const mine = turn.current;
    const kept = await keepDocument(document);
    // Cleared or chosen again meanwhile: the store did that after this (document-store.ts keeps order).
    if (mine !== turn.current) return;
    setNotice(kept ? undefined : 'notKept');
    onKept({ name: document.original.name, size: document.original.size });
  }

  async function choose(file: File | undefined) {
    const mine = ++turn.current;
    setNotice(undefined);
    if (!file) {
      setChosen(undefined);
      setPreparing(false);
      onKept(undefined);
      await forgetDocument();
      return;
    }
    const first: KeptDocument = { original: file, sendOriginal: false };
    setChosen(first);
    setPreparing(true);
    const photo = await lighterPhoto(file);
    if (mine !== turn.current) return;
    const document = { ...first, photo };
    setChosen(document);
    setPreparing(false);
    await keep(document);
  }

  function sendOriginal(original: boolean) {
    if (!chosen) return;
    const document = { ...chosen, sendOriginal: original };
    setChosen(document);
    void keep(document);
  }

  /** The document kept with a draft, or the note that it must be chosen again; false if one was chosen meanwhile. */
  function restore(document: KeptDocument | undefined): boolean {
    if (turn.current > 0) return false;
    setChosen(document);
    setNotice(document ? 'kept' : 'chooseAgain');
    return true;
  }

  /** After a registration, or when the draft is discarded: nothing of the document stays. */
  async function clear() {
    turn.current++;
    setChosen(undefined);
    setPreparing(false);
    setNotice(undefined);
    await forgetDocument();
  }

  const toSend = chosen && (chosen.photo && !chosen.sendOriginal ? chosen.photo.file : chosen.original);
  const state: DocumentState = { chosen, preparing, notice, toSend, problem: documentProblem(toSend) };
  return { ...state, choose, sendOriginal, restore, clear };
}
