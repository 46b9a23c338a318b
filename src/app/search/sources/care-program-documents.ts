import type { SearchDocument } from '@/features/search/model/search-entry';
import { careProgramListPath } from '@/features/catalogue/api/get-care-program-list';
import { careProgramsPath } from '@/features/catalogue/api/get-care-programs';
import { careProgramAnchorId } from '@/features/catalogue/model/item-anchors';
import type { ReadCatalogueFile } from '@/app/search/read-catalogue-file';
import { routeTo, searchDestinations } from '@/app/search/search-routes';
import { slugOf } from '@/lib/slug';
import { priceText, resultLine, searchText } from '@/app/search/search-text';

/**
 * The programs of /care-programs, at their card. The home page's program cards describe the same programs
 * (by name) and add their summary; a program only the home page shows opens at its card there.
 */
export function careProgramDocuments(read: ReadCatalogueFile): SearchDocument[] {
  const homeCards = read(careProgramsPath);
  const listed = read(careProgramListPath).map((program): SearchDocument => {
    const homeCard = homeCards.find((card) => slugOf(card.programeName) === slugOf(program.title));
    return {
      id: `care-program-${program.id}`,
      title: program.title,
      kind: 'care-program',
      line: resultLine(priceText(program.price), program.duration),
      route: routeTo(searchDestinations.carePrograms, careProgramAnchorId(program.title)),
      keywords: searchText(program.highlights, homeCard?.detail1, homeCard?.detail2),
      description: homeCard?.programeSummary ?? '',
    };
  });
  const listedTitles = new Set(listed.map((document) => slugOf(document.title)));
  const homeOnly = homeCards
    .filter((card) => !listedTitles.has(slugOf(card.programeName)))
    .map((card): SearchDocument => ({
      id: `care-program-${slugOf(card.programeName)}`,
      title: card.programeName,
      kind: 'care-program',
      line: resultLine(priceText(card.price), card.programTime),
      route: routeTo(searchDestinations.home, careProgramAnchorId(card.programeName)),
      keywords: searchText(card.detail1, card.detail2),
      description: card.programeSummary,
    }));
  return [...listed, ...homeOnly];
}
