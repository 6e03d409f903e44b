import type { Language } from '@shop/contracts';

/** English messages of one part of the app: a key and an ICU message each (decision 027). */
export type EnglishMessages = Readonly<Record<string, string>>;

/** Another language's messages for the same keys (TypeScript checks every key is there). */
export type Catalogue<E extends EnglishMessages> = { readonly [K in keyof E]: string };

type Loader<E extends EnglishMessages> = () => Promise<{ default: Catalogue<E> }>;

/**
 * One part of the app's messages: the English ones in the part's own chunk, the Hindi ones in a
 * chunk of their own that loads only when a shopper reads the shop in Hindi.
 */
export interface MessageBook<E extends EnglishMessages> {
  readonly en: E;
  /** The messages in a language, once loaded (English always is). */
  loaded(language: Language): Catalogue<E> | undefined;
  /** Loads a language's messages; the same promise every time, as React's use() needs. */
  load(language: Language): Promise<Catalogue<E>>;
}

const books = new Set<MessageBook<EnglishMessages>>();

/**
 * A promise marked the way React's use() reads a settled one: once `status` is 'fulfilled',
 * use() answers `value` at once instead of suspending. Marked by the first callback on the
 * promise, so before anyone awaiting it (loadLanguage) or React's own callbacks run.
 */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const marked = promise as Tracked<T>;
  void marked.then((value) => {
    marked.status = 'fulfilled';
    marked.value = value;
  });
  return marked;
}

/** Pure for the bundler: a book no component uses is left out of the chunk. */
/*#__NO_SIDE_EFFECTS__*/
export function defineMessages<E extends EnglishMessages>(en: E, hi: Loader<E>): MessageBook<E> {
  let hindi: Catalogue<E> | undefined;
  let loading: Tracked<Catalogue<E>> | undefined;
  const book: MessageBook<E> = {
    en,
    loaded: (language) => (language === 'en' ? en : hindi),
    load: (language) => {
      if (language === 'en') return Promise.resolve(en);
      loading ??= tracked(hi().then((module) => (hindi = module.default)));
      return loading;
    },
  };
  books.add(book as unknown as MessageBook<EnglishMessages>);
  return book;
}

/**
 * Loads a language for every part of the app whose code has loaded, so a server render and the
 * hydration of a server-rendered page find their messages ready and never suspend on them.
 */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...books].map((book) => book.load(language)));
}
