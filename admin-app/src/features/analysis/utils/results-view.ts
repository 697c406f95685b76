/** Which statistics the tables show: with every observer, without the rejected ones, or both side by side. */
export type ResultsView = 'both' | 'all' | 'screened';

export interface StatColumns {
  all: boolean;
  screened: boolean;
}

/** With screening off there is nothing without rejected observers to show, whatever was chosen. */
export function statColumns(view: ResultsView, screeningEnabled: boolean): StatColumns {
  if (!screeningEnabled) return { all: true, screened: false };
  return { all: view !== 'screened', screened: view !== 'all' };
}
