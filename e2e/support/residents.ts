/**
 * Accounts for browser tests, registered through the real API. Each comes from its own address
 * (X-Forwarded-For, which the test server trusts as production trusts its proxy): the suite registers more
 * accounts than the per-address limit allows in an hour, and that limit is not what these tests are about.
 */
let registered = 0;

export interface NewResident { email: string; password: string; username: string; full_name: string }

export async function registerResident(baseUrl: string, resident: NewResident): Promise<Response> {
  registered++;
  return fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${(registered >> 8) & 255}.${registered & 255}` },
    body: JSON.stringify({ ...resident, interests: [] }),
  });
}
