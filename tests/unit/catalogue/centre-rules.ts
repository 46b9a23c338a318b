import { nearbyCentresPath } from '@/features/catalogue/api/get-nearby-centres';
import { OPEN_NOW_STATUS } from '@/features/catalogue/model/centre-status';
import { fieldLabel, type Catalogue } from './public-files';

/** Spec §9: the twelve states, and the six that have cities. */
export const centreStates = [
  'Chandigarh', 'Delhi', 'Gujarat', 'Haryana', 'Karnataka', 'Maharashtra',
  'Punjab', 'Tamil Nadu', 'Telangana', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
];
export const statesWithCities = ['Delhi', 'Gujarat', 'Maharashtra', 'Karnataka', 'Telangana', 'Tamil Nadu'];

export function centreProblems(data: Catalogue): string[] {
  const { states, centres } = data[nearbyCentresPath];
  const label = (...path: PropertyKey[]) => fieldLabel(nearbyCentresPath, ...path);
  const problems: string[] = [];
  const names = states.map((state) => state.name);
  if (JSON.stringify([...names].sort()) !== JSON.stringify([...centreStates].sort())) {
    problems.push(`${label('states')}: expected exactly ${centreStates.join(', ')}`);
  }
  states.forEach((state, index) => {
    const shouldHaveCities = statesWithCities.includes(state.name);
    if (shouldHaveCities !== state.cities.length > 0) {
      problems.push(`${label('states', index, 'cities')}: ${state.name} ${shouldHaveCities ? 'needs cities' : 'must have no cities'}`);
    }
  });
  const cities = states.flatMap((state) => state.cities);
  if (!cities.some((city) => city.localities.length > 0) || cities.every((city) => city.localities.length > 0)) {
    problems.push(`${label('states')}: localities must be defined for some cities, not none or all`);
  }
  centres.forEach((centre, index) => {
    const state = states.find((candidate) => candidate.name === centre.state);
    const city = state?.cities.find((candidate) => candidate.name === centre.city);
    if (!state) problems.push(`${label('centres', index, 'state')}: "${centre.state}" is not a listed state`);
    else if ((centre.city === null) !== (state.cities.length === 0)) {
      problems.push(`${label('centres', index, 'city')}: ${centre.city === null ? 'needs one of the state\'s cities' : `"${centre.city}" but ${state.name} has no cities`}`);
    } else if (centre.city !== null && !city) problems.push(`${label('centres', index, 'city')}: "${centre.city}" is not a city of ${state.name}`);
    if (city && (centre.locality === null) !== (city.localities.length === 0)) {
      problems.push(`${label('centres', index, 'locality')}: ${centre.locality === null ? `needs one of ${city.name}'s localities` : `"${centre.locality}" but ${city.name} has no localities`}`);
    } else if (city && centre.locality !== null && !city.localities.includes(centre.locality)) {
      problems.push(`${label('centres', index, 'locality')}: "${centre.locality}" is not a locality of ${city.name}`);
    }
    if (!city && centre.locality !== null) problems.push(`${label('centres', index, 'locality')}: set without a city`);
  });
  const statuses = new Set(centres.map((centre) => centre.status === OPEN_NOW_STATUS));
  if (statuses.size < 2) problems.push(`${label('centres')}: needs both '${OPEN_NOW_STATUS}' and closed centres`);
  const coveredStates = new Set(centres.map((centre) => centre.state));
  const empty = centreStates.filter((state) => !coveredStates.has(state));
  if (empty.length > 0) problems.push(`${label('centres')}: no centre in ${empty.join(', ')}`);
  return problems;
}
