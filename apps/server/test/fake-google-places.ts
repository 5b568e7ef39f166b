import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's Places API (New), answering as its reference documents: it checks the
 * API key and the field mask, and knows one place (the Empire State Building's address).
 */
export const fakePlaceId = 'ChIJtcaxrqlZwokRfwmmibzPsTU';
export const fakeApiKey = 'test-google-places-key';

const empireState = {
  id: fakePlaceId,
  formattedAddress: '350 Fifth Avenue, New York, NY 10118, USA',
  addressComponents: [
    { longText: '350', shortText: '350', types: ['street_number'] },
    { longText: 'Fifth Avenue', shortText: '5th Ave', types: ['route'] },
    { longText: 'Manhattan', shortText: 'Manhattan', types: ['sublocality_level_1', 'sublocality', 'political'] },
    { longText: 'New York', shortText: 'New York', types: ['locality', 'political'] },
    { longText: 'New York', shortText: 'NY', types: ['administrative_area_level_1', 'political'] },
    { longText: 'United States', shortText: 'US', types: ['country', 'political'] },
    { longText: '10118', shortText: '10118', types: ['postal_code'] },
  ],
  location: { latitude: 40.7484405, longitude: -73.9856644 },
};

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
}

export async function startFakeGooglePlaces() {
  const searches: Record<string, unknown>[] = [];
  const server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers['x-goog-api-key'] !== fakeApiKey) {
      return answer(403, { error: { code: 403, message: 'API key not valid', status: 'PERMISSION_DENIED' } });
    }
    if (request.method === 'POST' && request.url === '/v1/places:autocomplete') {
      const body = await bodyOf(request);
      searches.push(body);
      const matches = String(body.input).toLowerCase().includes('fifth');
      return answer(200, {
        suggestions: matches
          ? [
              {
                placePrediction: {
                  place: `places/${fakePlaceId}`,
                  placeId: fakePlaceId,
                  text: { text: empireState.formattedAddress },
                  structuredFormat: {
                    mainText: { text: '350 Fifth Avenue' },
                    secondaryText: { text: 'New York, NY 10118, USA' },
                  },
                },
              },
            ]
          : [],
      });
    }
    if (request.method === 'GET' && request.url?.startsWith('/v1/places/')) {
      if (!request.headers['x-goog-fieldmask']) {
        return answer(400, {
          error: { code: 400, message: 'FieldMask is a required parameter', status: 'INVALID_ARGUMENT' },
        });
      }
      const id = decodeURIComponent(request.url.slice('/v1/places/'.length));
      if (id !== fakePlaceId) return answer(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
      return answer(200, empireState);
    }
    return answer(404, { error: { code: 404, status: 'NOT_FOUND' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    searches,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
