/** Small word lists the seed builds real-looking Norwegian people, firms, streets and products from. */

export const FIRST_NAMES = [
  'Kari', 'Ola', 'Ingrid', 'Per', 'Anne', 'Lars', 'Marit', 'Jan', 'Liv', 'Bjørn', 'Solveig', 'Knut', 'Randi', 'Arne',
  'Hilde', 'Tor', 'Astrid', 'Geir', 'Silje', 'Erik', 'Nora', 'Magnus', 'Emma', 'Henrik', 'Sofie', 'Jonas', 'Ida',
  'Sindre', 'Thea', 'Martin', 'Maja', 'Kristian', 'Ingeborg', 'Håkon', 'Sigrid', 'Eirik', 'Tone', 'Øyvind', 'Åse',
  'Trond', 'Berit', 'Morten', 'Elin', 'Stian', 'Guro', 'Vegard', 'Camilla', 'Anders', 'Hanne', 'Espen', 'Ragnhild',
  'Jørgen', 'Mathilde', 'Sverre', 'Linnea', 'Halvor', 'Vilde', 'Torstein', 'Kristin', 'Audun',
] as const;

export const LAST_NAMES = [
  'Nordmann', 'Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Jensen',
  'Karlsen', 'Johnsen', 'Pettersen', 'Eriksen', 'Berg', 'Haugen', 'Hagen', 'Johannessen', 'Andreassen', 'Jacobsen',
  'Dahl', 'Jørgensen', 'Halvorsen', 'Henriksen', 'Lund', 'Sørensen', 'Jakobsen', 'Moen', 'Gundersen', 'Iversen',
  'Strand', 'Solberg', 'Svendsen', 'Eide', 'Knutsen', 'Martinsen', 'Paulsen', 'Bakken', 'Kristoffersen', 'Mathisen',
  'Lie', 'Amundsen', 'Nguyen', 'Rasmussen', 'Ali', 'Lunde', 'Solheim', 'Berge', 'Moe', 'Nygård', 'Bakkehaug',
  'Fjeld', 'Sæther', 'Aas', 'Myklebust', 'Vik', 'Tveit', 'Rønning', 'Østby', 'Brekke',
] as const;

/** The first part of a firm name: often a place or family name. */
export const COMPANY_STEMS = [
  'Bakkehaug', 'Fjordkraft', 'Nordlys', 'Vestland', 'Trollheim', 'Solsiden', 'Granli', 'Fjellheim', 'Havblikk',
  'Elvebakken', 'Lyngdal', 'Skogly', 'Birkeland', 'Sjøsiden', 'Varden', 'Lillestrand', 'Furulund', 'Kvernhuset',
  'Bryggen', 'Torget', 'Nordkapp', 'Fossheim', 'Heggedal', 'Steinberg', 'Tindeland', 'Østerdal', 'Midtby',
  'Strandvik', 'Hovden', 'Sagvollen', 'Rosendal', 'Kleiva', 'Brattli', 'Holmen', 'Eikeland', 'Moldegaard',
] as const;

/** The trade, with the products such a firm invoices. */
export interface Trade {
  readonly word: string;
  /** [product text, unit, unit price in øre]. */
  readonly products: readonly (readonly [string, string, number])[];
}

export const TRADES: readonly Trade[] = [
  { word: 'Rør', products: [['Rørleggertime', 'timer', 95000], ['Servicebil', 'stk', 65000], ['Blandebatteri', 'stk', 249000], ['Materiell', 'stk', 18900]] },
  { word: 'Elektro', products: [['Elektrikertime', 'timer', 89000], ['Stikkontakt', 'stk', 14900], ['Kabel 10 m', 'stk', 32900], ['Kjøring', 'stk', 55000]] },
  { word: 'Regnskap', products: [['Regnskapsføring', 'mnd', 450000], ['Årsoppgjør', 'stk', 1200000], ['Lønnskjøring', 'stk', 85000], ['Rådgivning', 'timer', 125000]] },
  { word: 'Bygg', products: [['Tømrertime', 'timer', 79000], ['Trelast', 'stk', 12900], ['Container', 'stk', 390000], ['Stillas leie', 'mnd', 560000]] },
  { word: 'Transport', products: [['Frakt', 'stk', 45000], ['Kjøring per km', 'km', 1800], ['Ventetid', 'timer', 62000], ['Drivstofftillegg', 'stk', 9500]] },
  { word: 'Eiendom', products: [['Husleie', 'mnd', 1450000], ['Felleskostnader', 'mnd', 215000], ['Parkering', 'mnd', 95000], ['Strøm a konto', 'mnd', 120000]] },
  { word: 'Data', products: [['Lisens', 'mnd', 29900], ['Konsulenttime', 'timer', 135000], ['Drift og support', 'mnd', 390000], ['Oppsett', 'stk', 250000]] },
  { word: 'Tannlegesenter', products: [['Undersøkelse', 'stk', 85000], ['Røntgen', 'stk', 32000], ['Fylling', 'stk', 115000], ['Tannrens', 'stk', 69000]] },
  { word: 'Treningssenter', products: [['Medlemskap', 'mnd', 49900], ['Personlig trener', 'timer', 75000], ['Innmeldingsavgift', 'stk', 29900]] },
  { word: 'Golfklubb', products: [['Spilleavgift', 'stk', 650000], ['Greenfee', 'stk', 55000], ['Treningsbane', 'mnd', 35000]] },
  { word: 'Barnehage', products: [['Foreldrebetaling', 'mnd', 331500], ['Kostpenger', 'mnd', 45000]] },
  { word: 'Bilverksted', products: [['Mekanikertime', 'timer', 98000], ['EU-kontroll', 'stk', 119000], ['Dekkskift', 'stk', 69900], ['Olje', 'liter', 24900]] },
  { word: 'Dyreklinikk', products: [['Konsultasjon', 'stk', 69000], ['Vaksine', 'stk', 52000], ['Fôr', 'stk', 39900]] },
  { word: 'Maskin', products: [['Maskinleie', 'dag', 180000], ['Fører', 'timer', 85000], ['Transport av maskin', 'stk', 250000]] },
];

export const COMPANY_SUFFIXES = ['AS', 'AS', 'AS', 'AS', 'ASA', 'SA', 'ANS', 'DA', 'ENK'] as const;

export const STREETS = [
  'Storgata', 'Kirkegata', 'Skolegata', 'Strandgata', 'Parkveien', 'Industriveien', 'Bjørkeveien', 'Granveien',
  'Furuveien', 'Sjøgata', 'Fjordveien', 'Kongens gate', 'Dronningens gate', 'Torggata', 'Havnegata', 'Stasjonsveien',
  'Markveien', 'Bakkeveien', 'Lindeveien', 'Eikeveien', 'Solbakken', 'Nedre Slottsgate', 'Øvre Vollgate', 'Haugeveien',
  'Elvegata', 'Fjellveien', 'Løkkeveien', 'Gamle Kongevei', 'Rådhusgata', 'Verftsgata', 'Åsveien', 'Ringveien',
] as const;

/** Foreign customers: country, a real postal code and city. */
export const FOREIGN_ADDRESSES = [
  ['SE', '111 52', 'Stockholm', 'Drottninggatan'], ['SE', '411 05', 'Göteborg', 'Kungsgatan'],
  ['DK', '1050', 'København K', 'Kongens Nytorv'], ['DE', '10117', 'Berlin', 'Friedrichstraße'],
  ['GB', 'SW1A 1AA', 'London', 'Whitehall'], ['FI', '00100', 'Helsinki', 'Mannerheimintie'],
] as const;

export const EMAIL_DOMAINS = ['online.no', 'gmail.com', 'hotmail.com', 'outlook.com', 'icloud.com', 'yahoo.no', 'live.no'] as const;

/** Real Norwegian bank registration numbers (first four digits of an account). */
export const BANK_REG_NUMBERS = [
  ['1503', 'DNB Bank ASA', 'DNBANOKK'], ['1506', 'DNB Bank ASA', 'DNBANOKK'], ['1254', 'Nordea Bank Abp', 'NDEANOKK'],
  ['6011', 'Nordea Bank Abp', 'NDEANOKK'], ['3000', 'SpareBank 1 SMN', 'SPTRNO22'], ['4200', 'SpareBank 1 Nord-Norge', 'SNOWNO22'],
  ['9710', 'Handelsbanken', 'HANDNOKK'], ['1204', 'Sparebanken Vest', 'SPAVNOBB'], ['3201', 'SpareBank 1 Sør-Norge', 'SPRONO22'],
  ['2801', 'Sparebanken Sør', 'SOBANOKK'], ['9365', 'Danske Bank', 'DABANO22'], ['8101', 'Sparebanken Møre', 'SPAVNOBB'],
] as const;

export const NOTE_TITLES = [
  'Telefon fra klient', 'Ny kontaktperson', 'Endret fakturaoppsett', 'Avtale om betalingsutsettelse', 'Møte med daglig leder',
  'Rutine for purring', 'Spørsmål om inkasso', 'Oppdatert bankkonto', 'Ønsker e-postfaktura', 'Klage på gebyr',
] as const;

export const NOTE_TEXTS = [
  'Klienten ringte og ba om at purringer holdes tilbake til etter ferien.',
  'Avtalt at fakturaer sendes som EHF til alle bedriftskunder fra neste måned.',
  'Ny kontaktperson for økonomi. Oppdatert i personlisten.',
  'Klienten ønsker kopi av inkassovarsler på e-post.',
  'Gjennomgått rutinen for manuell registrering av faktura. Klienten er fornøyd.',
  'Klienten har byttet bank. Ny konto registrert, gammel beholdes som sekundær.',
  'Kunden har bestridt kravet; saken er stoppet i påvente av dokumentasjon.',
  'Sendt oversikt over åpne poster per e-post.',
] as const;

export const CUSTOMER_NOTE_TEXTS = [
  'Kunden har ringt og lovet betaling innen fredag.', 'Ny adresse oppgitt på telefon.', 'Ønsker faktura på e-post.',
  'Avtalt nedbetaling over tre måneder.', 'Kunden bestrider gebyret.', 'Importert fra DOS.',
] as const;

export const PERSON_ROLES = ['Daglig leder', 'Økonomiansvarlig', 'IT ansvarlig', 'Regnskapsfører', 'Styreleder'] as const;
