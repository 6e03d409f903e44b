import { useEffect, useState } from 'react';
import type { Language } from '@shop/contracts';
import { useLanguage } from './language-context';

type Localise = (text: string, language: Language) => string;

let localiseLoaded: Localise | undefined;
let loading: Promise<Localise> | undefined;

/**
 * The API's catalogue of messages in Hindi (contracts' subpath, issue 19): the same texts the
 * contracts' zod schemas give a form on the client. A chunk of its own, fetched only on a Hindi
 * page and only once a field has an error to show, so no page's first JavaScript carries it.
 */
function loadHindi(): Promise<Localise> {
  loading ??= import('@shop/contracts/api-messages-hi').then(
    (module) => (localiseLoaded = module.localiseMessage),
  );
  return loading;
}

/**
 * A field's error message in the page's language. Messages from the server already come in it;
 * a message a contracts schema gave on the client ('Please enter a valid 6-digit pincode') is
 * English and is translated here. Until the catalogue has loaded on a Hindi page (the first
 * error of the page, a few milliseconds) it answers nothing rather than English, and does not
 * suspend: a Suspense fallback would hide the form the shopper is filling in.
 */
export function useValidationText(message: string | undefined): string | undefined {
  const language = useLanguage();
  const [localise, setLocalise] = useState<Localise | undefined>(() => localiseLoaded);
  const needed = Boolean(message) && language !== 'en' && !localise;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void loadHindi().then((loaded) => {
      if (live) setLocalise(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [needed]);
  if (!message || language === 'en') return message;
  return localise ? localise(message, language) : undefined;
}

/** The error text of a field, for the error line of components/ui/form-field.tsx. */
export function ValidationText({ message }: { message: string | undefined }) {
  return useValidationText(message) ?? null;
}
