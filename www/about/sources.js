// @ts-check
// The works each game's history comes from, as our sources name them (the
// overviews of the rule texts the project follows, docs/RULES.md, compiled
// from Mancala World): author, title and year where given, null where not
// (never guessed). Shared by
// the about page and the rules' Sources.

/** @typedef {{author: string, title: string | null, year: number | null}} Work */

/** @type {Record<string, Work[]>} */
export const WORKS = {
  giuthi: [
    { author: 'G. St. J. Orde Browne', title: 'The Vanishing Tribes of Kenya', year: 1925 },
    { author: 'Elspeth Huxley', title: 'Red Strangers', year: 1939 },
    { author: 'John A. Hunter', title: 'Tales of the African Frontier', year: 1954 },
    { author: 'Walter Driedger', title: null, year: null },
  ],
  kiothi: [
    { author: 'Bernardo Bernardi', title: 'The Mugwe, a Failing Prophet', year: 1959 },
    { author: 'Andrew Botta', title: null, year: 1972 },
    { author: 'Rodney Needham', title: 'The Left Hand of the Mugwe', year: null },
  ],
  'en-gehe': [
    { author: 'Moritz Merker', title: null, year: 1904 },
    { author: 'Ralf Gering', title: null, year: null },
  ],
  hus: [{ author: 'Johann Georg Krönlein', title: null, year: 1855 }],
};

// The compilation every overview comes through: a wiki's article, undated.
/** @type {Record<string, string>} */
export const COMPILED = { giuthi: 'Giuthi', kiothi: 'Kiothi', 'en-gehe': 'En Gehé', hus: 'Hus' };
