/**
 * The German insurance vocabulary the demo data is made of: lines of business, insurers, products,
 * vehicles, claim kinds, texts. Invented names that sound real; no real insurer or person is meant.
 */

export type Branch = { kuerzel: string; bezeichnung: string; /** prefix of contract numbers */ prefix: string };

/** The 20 lines of business (Sparten) of the legend. */
export const BRANCHES: readonly Branch[] = [
  { kuerzel: 'KFZ', bezeichnung: 'Kraftfahrt', prefix: 'KF' },
  { kuerzel: 'HAFT', bezeichnung: 'Haftpflicht', prefix: 'HP' },
  { kuerzel: 'HR', bezeichnung: 'Hausrat', prefix: 'HR' },
  { kuerzel: 'WG', bezeichnung: 'Wohngebäude', prefix: 'WG' },
  { kuerzel: 'UNF', bezeichnung: 'Unfall', prefix: 'UN' },
  { kuerzel: 'RS', bezeichnung: 'Rechtsschutz', prefix: 'RS' },
  { kuerzel: 'LEB', bezeichnung: 'Leben', prefix: 'LV' },
  { kuerzel: 'KV', bezeichnung: 'Kranken', prefix: 'KV' },
  { kuerzel: 'BU', bezeichnung: 'Berufsunfähigkeit', prefix: 'BU' },
  { kuerzel: 'GEW', bezeichnung: 'Gewerbe', prefix: 'GW' },
  { kuerzel: 'TRANS', bezeichnung: 'Transport', prefix: 'TR' },
  { kuerzel: 'ELEK', bezeichnung: 'Elektronik', prefix: 'EL' },
  { kuerzel: 'GLAS', bezeichnung: 'Glas', prefix: 'GL' },
  { kuerzel: 'REISE', bezeichnung: 'Reise', prefix: 'RE' },
  { kuerzel: 'TIER', bezeichnung: 'Tierhalterhaftpflicht', prefix: 'TH' },
  { kuerzel: 'BAU', bezeichnung: 'Bauleistung', prefix: 'BL' },
  { kuerzel: 'MASCH', bezeichnung: 'Maschinen', prefix: 'MA' },
  { kuerzel: 'INH', bezeichnung: 'Inhalt', prefix: 'IN' },
  { kuerzel: 'CYBER', bezeichnung: 'Cyber', prefix: 'CY' },
  { kuerzel: 'D&O', bezeichnung: 'D&O (Managerhaftpflicht)', prefix: 'DO' },
];
export const BRANCH_BY_CODE: ReadonlyMap<string, Branch> = new Map(BRANCHES.map((b) => [b.kuerzel, b]));

/** Contract types with their own cover data and the line of business they belong to. */
export const TYPED_CONTRACTS = {
  KOMPAKTKRAFT: 'KFZ',
  KOMPAKTHAFT: 'HAFT',
  KOMPAKTSACH: 'HR',
  KOMPAKTHAGEL: 'GEW',
  KOMPAKTRSV: 'RS',
  EUROMOBIL: 'KFZ',
} as const;
export type TTypedContract = keyof typeof TYPED_CONTRACTS;

/** Weights of contract types for private and for commercial customers. */
export const PRIVATE_TYPE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['KOMPAKTKRAFT', 12], ['EUROMOBIL', 6], ['KOMPAKTHAFT', 8], ['KOMPAKTSACH', 8], ['KOMPAKTRSV', 5],
  ['KFZ', 10], ['HAFT', 6], ['HR', 8], ['WG', 6], ['UNF', 6], ['RS', 4], ['LEB', 6], ['KV', 4], ['BU', 4],
  ['GLAS', 2], ['REISE', 2], ['TIER', 3],
];
export const COMMERCIAL_TYPE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['KOMPAKTHAGEL', 6], ['KOMPAKTKRAFT', 8], ['KOMPAKTHAFT', 6], ['KOMPAKTSACH', 6], ['KOMPAKTRSV', 3], ['EUROMOBIL', 4],
  ['GEW', 12], ['TRANS', 6], ['ELEK', 6], ['MASCH', 6], ['INH', 8], ['CYBER', 6], ['D&O', 4], ['BAU', 5],
  ['HAFT', 5], ['KFZ', 8], ['RS', 3], ['GLAS', 2],
];

/** Products per line of business ('KMP-ALT' is the legacy product of the migration list). */
export const PRODUCTS: Readonly<Record<string, readonly string[]>> = {
  KFZ: ['Kfz Komfort', 'Kfz Premium', 'Kfz Basis', 'Flotte Business'],
  HAFT: ['Privathaftpflicht Plus', 'Privathaftpflicht Familie', 'Betriebshaftpflicht', 'Haus- und Grundbesitzerhaftpflicht'],
  HR: ['Hausrat Komfort', 'Hausrat Premium', 'Hausrat Basis'],
  WG: ['Wohngebäude Premium', 'Wohngebäude Komfort', 'Wohngebäude inkl. Elementar'],
  UNF: ['Unfall Aktiv', 'Unfall Senior', 'Kinderunfall'],
  RS: ['Rechtsschutz Privat, Beruf, Verkehr', 'Verkehrsrechtsschutz', 'Firmenrechtsschutz'],
  LEB: ['Risikolebensversicherung', 'Fondsgebundene Rente', 'Basisrente', 'Kapitallebensversicherung'],
  KV: ['Krankenzusatz Zahn', 'Krankenvollversicherung', 'Stationär Komfort', 'Pflegezusatz'],
  BU: ['Berufsunfähigkeit Plus', 'Berufsunfähigkeit Start'],
  GEW: ['Gewerbe Kompakt', 'Inhalts- und Ertragsausfall', 'Hagel Landwirtschaft'],
  TRANS: ['Warentransport', 'Verkehrshaftung', 'Ausstellungsversicherung'],
  ELEK: ['Elektronik Pauschal', 'IT-Anlagen'],
  GLAS: ['Glas Privat', 'Glas Gewerbe'],
  REISE: ['Reiserücktritt Jahresvertrag', 'Auslandsreisekranken'],
  TIER: ['Hundehalterhaftpflicht', 'Pferdehalterhaftpflicht'],
  BAU: ['Bauleistung', 'Bauherrenhaftpflicht'],
  MASCH: ['Maschinenbruch', 'Fahrbare Geräte'],
  INH: ['Inhaltsversicherung', 'Geschäftsinhalt Komfort'],
  CYBER: ['Cyber Protect', 'Cyber KMU'],
  'D&O': ['D&O Managerhaftung', 'Vermögensschaden-Haftpflicht'],
};
export const TYPED_PRODUCTS: Readonly<Record<TTypedContract, readonly string[]>> = {
  KOMPAKTKRAFT: ['Kompakt Kraft Premium', 'Kompakt Kraft Basis'],
  KOMPAKTHAFT: ['Kompakt Haftpflicht', 'Kompakt Haftpflicht Familie'],
  KOMPAKTSACH: ['Kompakt Sach Hausrat', 'Kompakt Sach Gebäude'],
  KOMPAKTHAGEL: ['Kompakt Hagel Ackerbau', 'Kompakt Hagel Obst- und Weinbau'],
  KOMPAKTRSV: ['Kompakt Rechtsschutz'],
  EUROMOBIL: ['Euromobil Pkw', 'Euromobil Wohnmobil'],
};
export const LEGACY_PRODUCT = 'KMP-ALT';

/** Typical yearly gross premium per line of business in EUR. */
export const PREMIUM_RANGE: Readonly<Record<string, readonly [number, number]>> = {
  KFZ: [280, 1900], HAFT: [55, 420], HR: [60, 380], WG: [280, 2400], UNF: [90, 620], RS: [180, 520],
  LEB: [480, 3600], KV: [180, 7200], BU: [540, 2600], GEW: [900, 12000], TRANS: [600, 8000], ELEK: [150, 2500],
  GLAS: [40, 260], REISE: [35, 180], TIER: [55, 180], BAU: [400, 6000], MASCH: [500, 9000], INH: [300, 4800],
  CYBER: [700, 9500], 'D&O': [1200, 15000],
};

export const PAYMENT_MODES: readonly (readonly [string, number])[] = [
  ['jährlich', 5], ['halbjährlich', 1], ['vierteljährlich', 2], ['monatlich', 4],
];
export const PAYMENT_DIVISOR: Readonly<Record<string, number>> = { jährlich: 1, halbjährlich: 2, vierteljährlich: 4, monatlich: 12 };

/** Advice area (Beratungsgebiet) of each line of business; the private start page groups contracts by it. */
export const ADVICE_AREA_BY_BRANCH: Readonly<Record<string, string>> = {
  KFZ: 'Mobilität', REISE: 'Mobilität', HAFT: 'Vermögensschutz', RS: 'Vermögensschutz', TIER: 'Vermögensschutz',
  HR: 'Wohnen & Eigentum', WG: 'Wohnen & Eigentum', GLAS: 'Wohnen & Eigentum', LEB: 'Altersvorsorge',
  BU: 'Arbeitskraftabsicherung', UNF: 'Arbeitskraftabsicherung', KV: 'Gesundheit', CYBER: 'Cyber-Risiken',
  GEW: 'Betriebliche Absicherung', TRANS: 'Betriebliche Absicherung', ELEK: 'Betriebliche Absicherung',
  BAU: 'Betriebliche Absicherung', MASCH: 'Betriebliche Absicherung', INH: 'Betriebliche Absicherung', 'D&O': 'Betriebliche Absicherung',
};

export const DUNNING: readonly (readonly [string, number])[] = [
  ['bezahlt', 90], ['offen', 5], ['1. Mahnung', 3], ['2. Mahnung', 1.5], ['3. Mahnung', 0.5],
];

/** Invented insurers; `town` is looked up in the postcode table for a real postcode. */
export const INSURERS: readonly { name: string; short: string; town: string; street: string }[] = [
  { name: 'Hanseatische Feuerkasse AG', short: 'HANSEFEUER', town: 'Hamburg', street: 'Ballindamm 12' },
  { name: 'Rheinische Assekuranz AG', short: 'RHEINASS', town: 'Köln', street: 'Konrad-Adenauer-Ufer 40' },
  { name: 'Süddeutsche Allgemeine Versicherung VVaG', short: 'SUEDALLG', town: 'München', street: 'Leopoldstraße 112' },
  { name: 'Alpenländische Lebensversicherung AG', short: 'ALPENLEBEN', town: 'Rosenheim', street: 'Münchener Straße 8' },
  { name: 'Nordsee Versicherungsgruppe AG', short: 'NORDSEE', town: 'Bremen', street: 'Am Wall 150' },
  { name: 'Westfalia Sachversicherung AG', short: 'WESTFALIA', town: 'Münster', street: 'Hafenweg 22' },
  { name: 'Elbtal Versicherung AG', short: 'ELBTAL', town: 'Dresden', street: 'Königsbrücker Straße 61' },
  { name: 'Frankonia Krankenversicherung a.G.', short: 'FRANKONIA', town: 'Nürnberg', street: 'Frauentorgraben 3' },
  { name: 'Baltica Transportversicherung AG', short: 'BALTICA', town: 'Kiel', street: 'Kaistraße 90' },
  { name: 'Schwarzwald Rechtsschutz AG', short: 'SWRS', town: 'Freiburg im Breisgau', street: 'Bismarckallee 7' },
  { name: 'Mainufer Lebensversicherung AG', short: 'MAINUFER', town: 'Frankfurt am Main', street: 'Schaumainkai 27' },
  { name: 'Märkische Feuersozietät', short: 'MAERKFEUER', town: 'Potsdam', street: 'Breite Straße 5' },
  { name: 'Pfälzer Hagelkasse VVaG', short: 'PFHAGEL', town: 'Neustadt an der Weinstraße', street: 'Landauer Straße 44' },
  { name: 'Kurpfalz Unfallversicherung AG', short: 'KURPFALZ', town: 'Mannheim', street: 'Augustaanlage 33' },
  { name: 'Weser-Ems Kraftfahrtversicherung AG', short: 'WESEREMS', town: 'Oldenburg', street: 'Theodor-Tantzen-Platz 1' },
  { name: 'Thüringer Allgemeine Versicherung AG', short: 'THUERALLG', town: 'Erfurt', street: 'Juri-Gagarin-Ring 90' },
  { name: 'Saarland Assekuranz AG', short: 'SAARASS', town: 'Saarbrücken', street: 'Trierer Straße 3' },
  { name: 'Spree Cyber Insurance SE', short: 'SPREECYBER', town: 'Berlin', street: 'Stralauer Allee 6' },
  { name: 'Isar Direktversicherung AG', short: 'ISARDIREKT', town: 'Landshut', street: 'Altstadt 79' },
  { name: 'Neckar Versicherungsverein a.G.', short: 'NECKARVV', town: 'Stuttgart', street: 'Heilbronner Straße 190' },
  { name: 'Havelland Tierversicherung AG', short: 'HAVELTIER', town: 'Brandenburg an der Havel', street: 'Steinstraße 42' },
  { name: 'Moselland Versicherung AG', short: 'MOSELLAND', town: 'Trier', street: 'Simeonstraße 55' },
  { name: 'Harzer Lebensversicherung a.G.', short: 'HARZLEBEN', town: 'Goslar', street: 'Rosentorstraße 20' },
  { name: 'Friesland Landwirtschaftliche Versicherung VVaG', short: 'FRIESLAND', town: 'Aurich', street: 'Georgswall 10' },
  { name: 'Bodensee Technische Versicherung AG', short: 'BODENSEETV', town: 'Konstanz', street: 'Bodanstraße 1' },
];

/** Motor vehicles common in Germany. */
export const VEHICLES: readonly (readonly [string, string])[] = [
  ['Volkswagen', 'Golf'], ['Volkswagen', 'Passat Variant'], ['Volkswagen', 'Tiguan'], ['Volkswagen', 'ID.3'], ['Volkswagen', 'T6.1 Transporter'],
  ['BMW', '320d Touring'], ['BMW', 'X3'], ['BMW', 'i4'], ['Mercedes-Benz', 'C 200'], ['Mercedes-Benz', 'E 220 d'], ['Mercedes-Benz', 'Sprinter'],
  ['Audi', 'A4 Avant'], ['Audi', 'Q5'], ['Audi', 'A3 Sportback'], ['Opel', 'Corsa'], ['Opel', 'Astra'], ['Ford', 'Focus'], ['Ford', 'Transit Custom'],
  ['Skoda', 'Octavia Combi'], ['Skoda', 'Fabia'], ['Seat', 'Leon'], ['Renault', 'Clio'], ['Toyota', 'Yaris Hybrid'], ['Hyundai', 'i30'],
  ['Tesla', 'Model 3'], ['Fiat', 'Ducato Wohnmobil'], ['Porsche', 'Cayenne'], ['Mini', 'Cooper'], ['Kia', 'Ceed'], ['Dacia', 'Duster'],
];

/** District codes of number plates per federal state (ARS). */
export const PLATE_CODES: Readonly<Record<string, readonly string[]>> = {
  '01': ['KI', 'HL', 'FL', 'NMS', 'PI', 'SE', 'RD'], '02': ['HH'], '03': ['H', 'BS', 'OS', 'OL', 'GÖ', 'HI', 'LG', 'CE'],
  '04': ['HB'], '05': ['K', 'D', 'DO', 'E', 'DU', 'MS', 'BI', 'BO', 'W', 'AC'], '06': ['F', 'WI', 'DA', 'KS', 'OF', 'GI', 'MR'],
  '07': ['MZ', 'KO', 'LU', 'TR', 'KL'], '08': ['S', 'KA', 'MA', 'FR', 'HD', 'UL', 'HN', 'ES'], '09': ['M', 'N', 'A', 'R', 'WÜ', 'IN', 'ER', 'RO'],
  '10': ['SB', 'NK', 'HOM'], '11': ['B'], '12': ['P', 'CB', 'BRB', 'FF', 'OPR'], '13': ['HRO', 'SN', 'HGW', 'NB'],
  '14': ['DD', 'L', 'C', 'Z', 'PIR'], '15': ['MD', 'HAL', 'DE', 'SDL'], '16': ['EF', 'J', 'G', 'WE', 'GTH'],
};

/** Claim kinds and what happened, per line of business; {ort} is replaced by the place. */
export const CLAIM_KINDS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  KFZ: [
    ['Kfz-Haftpflicht – Auffahrunfall', 'Beim Anfahren an der Ampel in {ort} auf das vorausfahrende Fahrzeug aufgefahren. Stoßstange und Heckklappe des Gegners beschädigt.'],
    ['Teilkasko – Glasbruch', 'Steinschlag auf der Autobahn bei {ort}, Riss in der Frontscheibe im Sichtfeld des Fahrers.'],
    ['Teilkasko – Wildunfall', 'Nachts auf der Landstraße bei {ort} mit einem Reh kollidiert. Frontschaden, Polizei und Jagdpächter verständigt.'],
    ['Vollkasko – Parkschaden', 'Beim Rangieren im Parkhaus in {ort} an einer Betonsäule entlanggeschrammt. Beide Türen auf der Beifahrerseite eingedellt.'],
    ['Teilkasko – Hagel', 'Hagelunwetter über {ort}, zahlreiche Dellen auf Motorhaube und Dach.'],
    ['Teilkasko – Diebstahl', 'Fahrzeug über Nacht vor dem Haus in {ort} entwendet. Anzeige bei der Polizei erstattet.'],
  ],
  HR: [
    ['Leitungswasser', 'Geplatzter Schlauch der Waschmaschine, Laminat und Unterschrank in der Wohnung in {ort} durchnässt.'],
    ['Einbruchdiebstahl', 'Einbruch über die Terrassentür während des Urlaubs, Schmuck und Laptop gestohlen. Anzeige bei der Polizei {ort}.'],
    ['Fahrraddiebstahl', 'E-Bike trotz Schloss vor dem Bahnhof {ort} gestohlen.'],
    ['Überspannung', 'Blitzeinschlag in der Nachbarschaft in {ort}, Fernseher und Router defekt.'],
  ],
  WG: [
    ['Sturm/Hagel', 'Sturmtief über {ort}: Dachziegel gelöst, Regenrinne abgerissen.'],
    ['Leitungswasser', 'Rohrbruch im Keller des Hauses in {ort}, Estrich muss getrocknet werden.'],
    ['Feuer', 'Brand in der Küche durch überhitzte Fritteuse, Ruß in Küche und Flur.'],
    ['Elementar', 'Starkregen in {ort}, Keller rund 30 cm unter Wasser.'],
  ],
  HAFT: [
    ['Sachschaden Dritter', 'Beim Umzug in {ort} den Fernseher des Nachbarn fallen gelassen.'],
    ['Mietsachschaden', 'Waschbecken in der Mietwohnung in {ort} durch herabfallende Flasche gesprungen.'],
    ['Schlüsselverlust', 'Generalschlüssel der Schließanlage des Arbeitgebers in {ort} verloren.'],
    ['Personenschaden', 'Radfahrer in {ort} beim Öffnen der Autotür touchiert, Prellungen am Arm.'],
  ],
  UNF: [['Unfall Freizeit', 'Beim Wandern nahe {ort} umgeknickt, Bänderriss im Sprunggelenk.'], ['Unfall Arbeitsweg', 'Auf dem Weg zur Arbeit in {ort} auf Glatteis gestürzt, Handgelenk gebrochen.']],
  RS: [['Verkehrsrechtsschutz', 'Streit über die Schuldfrage nach einem Unfall in {ort}, Anwalt eingeschaltet.'], ['Arbeitsrechtsschutz', 'Kündigungsschutzklage vor dem Arbeitsgericht {ort}.'], ['Mietrechtsschutz', 'Streit mit dem Vermieter über die Nebenkostenabrechnung.']],
  GLAS: [['Glasbruch', 'Schaufensterscheibe in {ort} durch Vandalismus zerstört.']],
  ELEK: [['Elektronikschaden', 'Server im Büro in {ort} durch Überspannung ausgefallen.'], ['Elektronikschaden', 'Notebook im Außendienst heruntergefallen, Display gebrochen.']],
  MASCH: [['Maschinenbruch', 'Getriebeschaden an der CNC-Fräse im Werk {ort}, Produktion steht.']],
  TRANS: [['Transportschaden', 'Palette mit Glaswaren beim Umschlag in {ort} umgestürzt, Ware zerbrochen.'], ['Transportschaden', 'Kühlkette bei Lieferung nach {ort} unterbrochen, Ware verdorben.']],
  GEW: [['Betriebsunterbrechung', 'Nach Wasserschaden im Betrieb in {ort} drei Tage geschlossen.'], ['Hagelschaden Ernte', 'Hagelschlag über den Feldern bei {ort}, Weizen zu rund 40 % geschädigt.']],
  INH: [['Einbruchdiebstahl', 'Einbruch in die Geschäftsräume in {ort}, Kasse und Werkzeug entwendet.'], ['Leitungswasser', 'Wasser aus der Decke im Lager in {ort}, Ware beschädigt.']],
  CYBER: [['Ransomware-Angriff', 'Verschlüsselung der Buchhaltungsserver in {ort}, Forensiker beauftragt.'], ['Phishing', 'Zahlung an gefälschte Lieferantenbank veranlasst.']],
  BAU: [['Bauleistungsschaden', 'Unwetter hat die frisch betonierte Bodenplatte der Baustelle in {ort} unterspült.']],
  TIER: [['Hundebiss', 'Hund hat in {ort} einen Jogger ins Bein gebissen.'], ['Weideausbruch', 'Pferd ist aus der Koppel bei {ort} ausgebrochen und hat ein Auto beschädigt.']],
  REISE: [['Reiserücktritt', 'Reise wegen Erkrankung kurzfristig storniert.'], ['Gepäckverlust', 'Koffer auf dem Rückflug nach {ort} verloren gegangen.']],
  LEB: [['Leistungsantrag', 'Antrag auf Auszahlung der Ablaufleistung eingegangen.']],
  KV: [['Krankheitskosten', 'Rechnung der Zahnarztpraxis in {ort} zur Erstattung eingereicht.']],
  BU: [['Leistungsantrag BU', 'Antrag auf Berufsunfähigkeitsrente nach längerer Erkrankung gestellt.']],
  'D&O': [['Vermögensschaden', 'Gesellschafter machen Schadenersatz gegen die Geschäftsführung geltend.']],
};

export const OPEN_CLAIM_STATUSES = ['Gemeldet', 'In Bearbeitung', 'Gutachter beauftragt', 'Regulierung läuft'] as const;
export const CLOSED_CLAIM_STATUSES: readonly (readonly [string, number])[] = [['Abgeschlossen', 6], ['Reguliert', 3], ['Abgelehnt', 1]];

/** Firm name patterns for commercial customers: {name} is a surname. */
export const FIRM_PATTERNS = [
  'Schreinerei {name} GmbH', 'Autohaus {name} GmbH & Co. KG', '{name} Elektrotechnik GmbH', 'Bäckerei {name} e.K.',
  '{name} Spedition GmbH', 'Metallbau {name} GmbH', 'Gartenbau {name} GbR', '{name} Immobilien GmbH', 'Hof {name} GbR',
  'Zahnarztpraxis Dr. {name}', 'Hotel {name} KG', 'Gasthof {name}', '{name} IT-Service GmbH', 'Sanitär {name} GmbH',
  'Steuerberatung {name} & Partner mbB', '{name} Logistik AG', 'Weingut {name}', 'Dachdeckerei {name} GmbH',
  '{name} Maschinenbau GmbH', 'Physiotherapie {name}',
];

export const INTERMEDIARY_PATTERNS = ['Versicherungsbüro {name}', 'Generalagentur {name}', 'Finanzberatung {name} GmbH', '{name} Versicherungsmakler e.K.', 'Agentur {name}'];

export const TAG_NAMES = [
  'Wichtig', 'Kfz', 'Schaden', 'Rechnung', 'Vertragsänderung', 'Kündigung', 'Beitragsanpassung', 'Mahnung',
  'Gewerbe', 'Privat', 'Unterlagen angefordert', 'Jahresabschluss',
] as const;

export const NOTE_TEXTS = [
  'Kunde wünscht Rückruf wegen Beitragsanpassung.',
  'Bankverbindung geändert, neues SEPA-Mandat liegt vor.',
  'Termin zur Jahresberatung vereinbaren.',
  'Kunde zieht im Frühjahr um – neue Anschrift erfragen.',
  'Interesse an Altersvorsorge, Unterlagen zusenden.',
  'Kinder bald volljährig: Familienversicherung prüfen.',
  'Fahrzeugwechsel angekündigt, eVB bereithalten.',
  'Bitte nur per E-Mail kontaktieren.',
  'Gewerbeanmeldung erweitert, Betriebshaftpflicht anpassen.',
  'Beschwerde über Schadenbearbeitung – Rücksprache mit Versicherer gehalten.',
];

export type DocType = { brieftyp: string; label: string; folder: string; weight: number };
/** Document types: the seven of the filter plus a few others. */
export const DOC_TYPES: readonly DocType[] = [
  { brieftyp: 'POLICE', label: 'Versicherungsschein', folder: 'Vertragsunterlagen', weight: 16 },
  { brieftyp: 'BEITRAGSRECHNUNG', label: 'Beitragsrechnung', folder: 'Rechnungen', weight: 16 },
  { brieftyp: 'ANGEBOT', label: 'Angebot', folder: 'Angebote', weight: 12 },
  { brieftyp: 'ANTRAG', label: 'Antrag', folder: 'Vertragsunterlagen', weight: 10 },
  { brieftyp: 'LETZTER_NACHTRAG', label: 'Nachtrag zum Versicherungsschein', folder: 'Vertragsunterlagen', weight: 10 },
  { brieftyp: 'SCHADENMELDUNG', label: 'Schadenmeldung', folder: 'Schadenunterlagen', weight: 12 },
  { brieftyp: 'SCHADENABSCHLUSSMELDUNG', label: 'Schadenabschlussmeldung', folder: 'Schadenunterlagen', weight: 8 },
  { brieftyp: 'KUENDIGUNG', label: 'Kündigungsbestätigung', folder: 'Korrespondenz', weight: 3 },
  { brieftyp: 'SEPA_MANDAT', label: 'SEPA-Lastschriftmandat', folder: 'Korrespondenz', weight: 3 },
  { brieftyp: 'KORRESPONDENZ', label: 'Schreiben', folder: 'Korrespondenz', weight: 5 },
];

export const DOC_BODIES: Readonly<Record<string, string>> = {
  POLICE: 'anbei erhalten Sie Ihren Versicherungsschein. Bitte prüfen Sie alle Angaben sorgfältig und bewahren Sie das Dokument gut auf. Änderungen teilen Sie uns bitte umgehend mit.',
  BEITRAGSRECHNUNG: 'wir übersenden Ihnen die Beitragsrechnung für den kommenden Versicherungszeitraum. Der Beitrag wird zum Fälligkeitstermin von Ihrem Konto abgebucht, sofern ein SEPA-Mandat vorliegt.',
  ANGEBOT: 'vielen Dank für Ihr Interesse. Gern unterbreiten wir Ihnen das folgende Angebot. Es ist zwei Monate gültig; für Rückfragen stehen wir Ihnen jederzeit zur Verfügung.',
  ANTRAG: 'wir haben Ihren Antrag erhalten und an den Versicherer weitergeleitet. Sobald die Annahme bestätigt ist, erhalten Sie den Versicherungsschein.',
  LETZTER_NACHTRAG: 'zu Ihrem Vertrag wurde ein Nachtrag ausgefertigt. Er ersetzt die bisherigen Angaben ab dem genannten Datum; alle übrigen Vereinbarungen bleiben unverändert.',
  SCHADENMELDUNG: 'wir bestätigen den Eingang Ihrer Schadenmeldung und haben den Schaden an den Versicherer gemeldet. Bitte halten Sie Belege und Fotos bereit.',
  SCHADENABSCHLUSSMELDUNG: 'der oben genannte Schaden ist abgeschlossen. Die Regulierung erfolgte wie in der Abrechnung des Versicherers angegeben.',
  KUENDIGUNG: 'hiermit bestätigen wir die Kündigung des oben genannten Vertrags zum angegebenen Termin.',
  SEPA_MANDAT: 'bitte senden Sie uns das beigefügte SEPA-Lastschriftmandat unterschrieben zurück, damit wir die Beiträge künftig abbuchen können.',
  KORRESPONDENZ: 'vielen Dank für Ihr Schreiben. Wir haben Ihr Anliegen geprüft und melden uns in Kürze mit weiteren Informationen bei Ihnen.',
};

export type ProcessKind = 'message' | 'task' | 'offer' | 'inquiry';
export const PROCESS_HEADLINES: Readonly<Record<ProcessKind, readonly string[]>> = {
  message: ['Adressänderung', 'Rückfrage zum Beitrag', 'Neue Bankverbindung', 'Kündigungsbestätigung', 'Ihre Nachricht zum Vertrag', 'Beitragsanpassung zum 01.01.', 'Jahresgespräch'],
  task: ['Unterlagen nachreichen: Fahrzeugschein', 'Bitte bestätigen: Beitragsanpassung', 'SEPA-Mandat unterschreiben', 'Fotos zum Schaden hochladen', 'Bitte Rückruf vereinbaren', 'Gesundheitsfragen beantworten'],
  offer: ['Angebot', 'Vergleichsangebot', 'Angebot zur Umstellung'],
  inquiry: ['Anfrage', 'Bitte um Angebot', 'Beratungswunsch'],
};

export const BROKER_MESSAGES = [
  'Vielen Dank für Ihre Nachricht. Wir kümmern uns darum und melden uns in Kürze.',
  'Anbei finden Sie die gewünschten Unterlagen.',
  'Könnten Sie uns bitte noch eine Kopie des Fahrzeugscheins zukommen lassen?',
  'Der Versicherer hat die Änderung bestätigt. Die neue Police folgt per Post.',
  'Bitte bestätigen Sie uns kurz den Erhalt.',
  'Wir haben das Angebot für Sie vorbereitet. Bei Fragen rufen Sie uns gern an.',
];
export const CUSTOMER_MESSAGES = [
  'Vielen Dank, das hat geklappt.',
  'Ich habe die Unterlagen hochgeladen.',
  'Können Sie mich bitte morgen Vormittag zurückrufen?',
  'Wie hoch wäre der Beitrag mit Selbstbeteiligung?',
  'Meine neue Adresse lautet wie im Anhang angegeben.',
  'Ich bin mit dem Angebot einverstanden.',
];

export const OFFER_STATUSES: readonly (readonly [string, number])[] = [['Offen', 5], ['In Prüfung', 2], ['Angenommen', 2], ['Abgelehnt', 1]];
