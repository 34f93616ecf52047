/** The one route of the fixture site (see fixtures.ts). */
export const fixturePath = '/fixture/';
