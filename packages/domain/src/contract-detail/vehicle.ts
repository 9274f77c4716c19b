/**
 * The vehicle of a motor contract (spec 001 §3 "Vehicle data (kfzDaten)"): plate, brand, model and chassis number as
 * the KOMPAKTKRAFT / EUROMOBIL line data carry them, plus the readable plate and the brand/model text.
 */
export type TVehicleData = {
  Kennzeichen: string | null;
  /** 'm-ab  123' → 'M-AB 123': one space, upper case, no spaces around the hyphen. */
  KennzeichenLesbar: string | null;
  Fahrzeugmarke: string | null;
  Fahrzeugmodell: string | null;
  /** 'Volkswagen Golf'. */
  MarkeModell: string | null;
  Fahrgestellnr: string | null;
};

const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s ? s : null;
};

export function readablePlate(plate: string | null | undefined): string | null {
  const s = text(plate);
  if (!s) return null;
  return s.toUpperCase().replace(/\s*-\s*/g, '-').replace(/\s+/g, ' ');
}

/** The vehicle of the first line-data entry that names one; null when no entry does. */
export function vehicleFromLineData(entries: readonly { Typ: string; Data: Readonly<Record<string, unknown>> | null | undefined }[]): TVehicleData | null {
  for (const entry of entries) {
    const d = entry.Data ?? {};
    const plate = text(d.kennzeichen);
    const chassis = text(d.fahrgestellnr);
    const brand = text(d.fahrzeugmarke);
    const model = text(d.fahrzeugmodell);
    if (!plate && !chassis && !brand && !model) continue;
    return {
      Kennzeichen: plate,
      KennzeichenLesbar: readablePlate(plate),
      Fahrzeugmarke: brand,
      Fahrzeugmodell: model,
      MarkeModell: [brand, model].filter(Boolean).join(' ') || null,
      Fahrgestellnr: chassis,
    };
  }
  return null;
}
