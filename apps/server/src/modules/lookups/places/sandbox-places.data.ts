import type { PlaceAddress } from './places.port';

/**
 * Well-known public addresses (landmarks and business districts), so searching works offline.
 * One a line: id | country | address line | suburb | city | province | province code | postal code
 * | latitude | longitude; an empty field is unknown. Province codes are the geo dataset's.
 */
const table = `
us-1|US|350 Fifth Avenue|Midtown|New York City|New York|NY|10118|40.7484|-73.9857
us-2|US|11 Wall Street|Financial District|New York City|New York|NY|10005|40.7069|-74.0113
us-3|US|1 Infinite Loop||Cupertino|California|CA|95014|37.3318|-122.0312
us-4|US|1600 Amphitheatre Parkway||Mountain View|California|CA|94043|37.422|-122.0841
us-5|US|233 South Wacker Drive|The Loop|Chicago|Illinois|IL|60606|41.8789|-87.6359
us-6|US|100 Federal Street|Financial District|Boston|Massachusetts|MA|02110|42.3551|-71.0569
us-7|US|1111 Lincoln Road|South Beach|Miami Beach|Florida|FL|33139|25.7907|-80.1395
us-8|US|400 Broad Street|Lower Queen Anne|Seattle|Washington|WA|98109|47.6205|-122.3493
us-9|US|2100 Ross Avenue|Arts District|Dallas|Texas|TX|75201|32.7876|-96.7985
us-10|US|1600 Pennsylvania Avenue NW||Washington D.C.|District of Columbia|DC|20500|38.8977|-77.0365
ca-1|CA|100 King Street West|Financial District|Toronto|Ontario|ON|M5X 1A9|43.6489|-79.3817
ca-2|CA|1055 West Georgia Street|Downtown|Vancouver|British Columbia|BC|V6E 3P3|49.2856|-123.1207
ca-3|CA|1250 René-Lévesque Boulevard West|Ville-Marie|Montréal|Quebec|QC|H3B 4W8|45.4977|-73.5694
gb-1|GB|10 Downing Street|Westminster|London|Westminster|WSM|SW1A 2AA|51.5034|-0.1276
gb-2|GB|1 Canada Square|Canary Wharf|London|Tower Hamlets|TWH|E14 5AB|51.5049|-0.0195
gb-3|GB|1 Princes Street|New Town|Edinburgh|Edinburgh|EDH|EH2 2EQ|55.9533|-3.1893
gb-4|GB|100 Deansgate|City Centre|Manchester|Manchester|MAN|M3 2GP|53.4812|-2.2479
de-1|DE|Platz der Republik 1|Tiergarten|Berlin|Berlin|BE|11011|52.5186|13.3762
de-2|DE|Marienplatz 8|Altstadt|Munich|Bavaria|BY|80331|48.1374|11.5755
de-3|DE|Neue Mainzer Straße 52|Innenstadt|Frankfurt am Main|Hessen|HE|60311|50.1109|8.6741
de-4|DE|Jungfernstieg 1|Neustadt|Hamburg|Hamburg|HH|20354|53.5527|9.9925
fr-1|FR|5 Avenue Anatole France|7e arrondissement|Paris|Paris|75C|75007|48.8584|2.2945
fr-2|FR|20 Place Bellecour|2e arrondissement|Lyon|Rhône|69|69002|45.7578|4.832
es-1|ES|Paseo de la Castellana 259|Chamartín|Madrid|Madrid|M|28046|40.4775|-3.6885
es-2|ES|Passeig de Gràcia 92|Eixample|Barcelona|Barcelona|B|08008|41.3953|2.1619
it-1|IT|Piazza del Duomo 1|Centro Storico|Milan|Milan|MI|20122|45.4642|9.19
it-2|IT|Via del Corso 1|Centro Storico|Rome|Rome|RM|00186|41.9109|12.4768
nl-1|NL|Dam 1|Centrum|Amsterdam|North Holland|NH|1012 JS|52.3731|4.8926
ch-1|CH|Bahnhofstrasse 45|Altstadt|Zürich|Zürich|ZH|8001|47.3713|8.539
ch-2|CH|Rue du Rhône 1|Cité|Geneva|Geneva|GE|1204|46.2044|6.1432
ie-1|IE|1 Grand Canal Square|Docklands|Dublin|Dublin||D02 P820|53.3398|-6.2376
au-1|AU|2 Macquarie Street|The Rocks|Sydney|New South Wales|NSW|2000|-33.8568|151.2153
au-2|AU|8 Whiteman Street|Southbank|Melbourne|Victoria|VIC|3006|-37.8235|144.9585
jp-1|JP|1-1 Marunouchi|Chiyoda|Tokyo|Tokyo|13|100-0005|35.6812|139.7671
sg-1|SG|10 Bayfront Avenue|Marina Bay|Singapore|Central Singapore|01|018956|1.2834|103.8607
br-1|BR|Avenida Paulista 1578|Bela Vista|São Paulo|São Paulo|SP|01310-200|-23.5614|-46.6559
mx-1|MX|Paseo de la Reforma 505|Cuauhtémoc|Mexico City|Ciudad de México|CMX|06500|19.4247|-99.1743
za-1|ZA|1 Sandton Drive|Sandton|Johannesburg|Gauteng|GP|2196|-26.1076|28.0567
ae-1|AE|1 Sheikh Mohammed bin Rashid Boulevard|Downtown Dubai|Dubai|Dubai|DU||25.1972|55.2744
in-1|IN|Phiroze Jeejeebhoy Towers, Dalal Street|Fort|Mumbai|Maharashtra|MH|400001|18.9298|72.8337
`;

export const sandboxPlaces: Omit<PlaceAddress, 'formattedAddress'>[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [
      id = '',
      countryCode = '',
      addressLine1 = '',
      suburb,
      city = '',
      province,
      provinceCode,
      postalCode,
      lat,
      lng,
    ] = line.split('|');
    return {
      id: `sbx-${id}`,
      addressLine1,
      addressLine2: null,
      suburb: suburb || null,
      city,
      province: province || null,
      provinceCode: provinceCode || null,
      postalCode: postalCode || null,
      countryCode,
      latitude: Number(lat),
      longitude: Number(lng),
    };
  });
