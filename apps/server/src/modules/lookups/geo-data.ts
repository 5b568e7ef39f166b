import { getCitiesOfState, getStatesOfCountry } from '@countrystatecity/countries';
import { countries as countryList, getEmojiFlag, type TCountryCode } from 'countries-list';
import { getExampleNumber, isSupportedCountry, type PhoneNumber } from 'libphonenumber-js';
import phoneExamples from 'libphonenumber-js/examples.mobile.json';

/**
 * Where the geographic reference data comes from: countries from `countries-list`, their dial
 * codes and phone masks from `libphonenumber-js`, provinces and cities from
 * `@countrystatecity/countries` (ODbL: the product must credit the countries-states-cities database).
 */

interface CountryData {
  countryCode: string;
  name: string;
  dialCode: string;
  flag: string;
  phoneMask: string;
}

interface ProvinceData {
  id: number;
  code: string;
  name: string;
}

interface CityData {
  id: number;
  name: string;
}

/**
 * The pattern of a mobile number as typed after the dial code, `#` for each digit: the national
 * format when it adds no trunk prefix ("(###) ###-####" in the US), else the international format
 * without the dial code (the UK's "07400 123456" becomes "#### ######").
 */
function phoneMask(example: PhoneNumber): string {
  const national = example.formatNational();
  const pattern =
    national.replace(/\D/g, '') === example.nationalNumber
      ? national
      : example.formatInternational().slice(`+${example.countryCallingCode}`.length).trim();
  return pattern.replace(/\d/g, '#');
}

/** Every country with a telephone numbering plan, in country_code order (the order ids are given in). */
export function listCountryData(): CountryData[] {
  const rows: CountryData[] = [];
  for (const code of Object.keys(countryList).sort() as TCountryCode[]) {
    const example = isSupportedCountry(code) ? getExampleNumber(code, phoneExamples) : undefined;
    if (!example) continue;
    rows.push({
      countryCode: code,
      name: countryList[code].name,
      dialCode: `+${example.countryCallingCode}`,
      flag: getEmojiFlag(code),
      phoneMask: phoneMask(example),
    });
  }
  return rows;
}

export async function listProvinceData(countryCode: string): Promise<ProvinceData[]> {
  const states = await getStatesOfCountry(countryCode);
  return states.map((state) => ({ id: state.id, code: state.iso2, name: state.name }));
}

/** A province's cities, one per name (the dataset has a few same-named places in one province). */
export async function listCityData(countryCode: string, provinceCode: string): Promise<CityData[]> {
  const byName = new Map<string, CityData>();
  for (const city of await getCitiesOfState(countryCode, provinceCode)) {
    const kept = byName.get(city.name);
    if (!kept || city.id < kept.id) byName.set(city.name, { id: city.id, name: city.name });
  }
  return [...byName.values()];
}
