/**
 * Pallets and containers (decision 0108): what a load of whole cartons takes of a pallet type's
 * volume and weight, what is left, and whether more cartons fit. Volumes are integer cubic
 * centimetres (1 m³ = 1,000,000), weights integer grams.
 */
import type { Language } from "~/i18n/languages";
import { MAX_PALLET_CARTONS, PALLET_NAME_MAX } from "./combined-orders";
import { formatScaled } from "./money";

export type PalletCapacity = { maxVolumeCm3: number; maxWeightG: number };

/** Cartons of one product with the carton's volume and weight. */
export type CartonLoad = { cartons: number; cartonVolumeCm3: number; cartonWeightG: number };

export type PalletLoad = { cartons: number; volumeCm3: number; weightG: number };

const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/** The units a pallet line holds: a pallet takes whole cartons only (cartons × pkgNum). */
export function palletQuantity(cartons: number, pkgNum: number): number {
  return whole(cartons) * Math.max(1, whole(pkgNum));
}

/** The cartons, volume and weight of a pallet's lines: Σ cartons × the carton's volume and weight. */
export function palletLoad(lines: readonly CartonLoad[]): PalletLoad {
  let cartons = 0;
  let volumeCm3 = 0;
  let weightG = 0;
  for (const line of lines) {
    const count = whole(line.cartons);
    cartons += count;
    volumeCm3 += count * whole(line.cartonVolumeCm3);
    weightG += count * whole(line.cartonWeightG);
  }
  return { cartons, volumeCm3, weightG };
}

export type PalletFill = PalletLoad & {
  volumeLeftCm3: number;
  weightLeftG: number;
  /** The fill in tenths of a percent, rounded down (the meter never shows a pallet fuller than it is); may pass 1000 when overfull. */
  volumePermille: number;
  weightPermille: number;
  /** More than the type takes (data changed after the cartons were added): the pallet cannot be ordered so. */
  overfull: boolean;
};

const permille = (part: number, whole: number) => (whole > 0 ? Math.floor((part * 1000) / whole) : 0);

/** How full a pallet of a type is, by volume and by weight, and what is left of each. */
export function palletFill(capacity: PalletCapacity, lines: readonly CartonLoad[]): PalletFill {
  const load = palletLoad(lines);
  return {
    ...load,
    volumeLeftCm3: Math.max(0, capacity.maxVolumeCm3 - load.volumeCm3),
    weightLeftG: Math.max(0, capacity.maxWeightG - load.weightG),
    volumePermille: permille(load.volumeCm3, capacity.maxVolumeCm3),
    weightPermille: permille(load.weightG, capacity.maxWeightG),
    overfull: load.volumeCm3 > capacity.maxVolumeCm3 || load.weightG > capacity.maxWeightG,
  };
}

/** The most cartons of a kind that still fit in what is left (a carton of no volume and weight fits always, up to the line's maximum). */
export function cartonsThatFit(fill: Pick<PalletFill, "volumeLeftCm3" | "weightLeftG">, carton: Omit<CartonLoad, "cartons">): number {
  const volume = whole(carton.cartonVolumeCm3);
  const weight = whole(carton.cartonWeightG);
  const byVolume = volume > 0 ? Math.floor(fill.volumeLeftCm3 / volume) : MAX_PALLET_CARTONS;
  const byWeight = weight > 0 ? Math.floor(fill.weightLeftG / weight) : MAX_PALLET_CARTONS;
  return Math.min(MAX_PALLET_CARTONS, byVolume, byWeight);
}

export type PalletPlacement =
  | { ok: true; fill: PalletFill }
  | {
      ok: false;
      /** What would be passed: "0.84 m³ and 120 kg left on this pallet". */
      reason: "volume" | "weight" | "both";
      volumeLeftCm3: number;
      weightLeftG: number;
      /** The most cartons of this product that fit (0: none). */
      maxCartons: number;
    };

/**
 * Whether N cartons of a product fit on a pallet beside its other lines (to change a line, pass
 * the pallet's lines without it and the line's new cartons). Refused, nothing changes, with what
 * is left and the most cartons that fit.
 */
export function placeCartons(capacity: PalletCapacity, otherLines: readonly CartonLoad[], line: CartonLoad): PalletPlacement {
  const before = palletFill(capacity, otherLines);
  const after = palletFill(capacity, [...otherLines, line]);
  const volume = after.volumeCm3 > capacity.maxVolumeCm3;
  const weight = after.weightG > capacity.maxWeightG;
  if (!volume && !weight) return { ok: true, fill: after };
  return {
    ok: false,
    reason: volume && weight ? "both" : volume ? "volume" : "weight",
    volumeLeftCm3: before.volumeLeftCm3,
    weightLeftG: before.weightLeftG,
    maxCartons: cartonsThatFit(before, line),
  };
}

/** Why a pallet's name is refused: empty once trimmed, or longer than 50 characters; null when fine. */
export function palletNameIssue(name: string): "empty" | "tooLong" | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return "empty";
  return [...trimmed].length > PALLET_NAME_MAX ? "tooLong" : null;
}

/**
 * The number of a new pallet's default name ("Pallet 1", "Pallet 2", … in the page's language):
 * the smallest n whose "<word> n" none of the account's pallets is called.
 */
export function nextPalletNumber(names: readonly string[], word: string): number {
  const taken = new Set(names.map((name) => name.trim().toLowerCase()));
  let n = 1;
  while (taken.has(`${word.trim().toLowerCase()} ${n}`)) n += 1;
  return n;
}

/** What a pallet's fill reads as on a page, in the reader's language: "0.86", "1.72" (m³), "348.3", "1,000" (kg), "49.8" (%). */
export type PalletFigures = {
  volumeUsed: string;
  volumeMax: string;
  volumeLeft: string;
  weightUsed: string;
  weightMax: string;
  weightLeft: string;
  volumePercent: string;
  weightPercent: string;
  /** The meters' values: tenths of a percent, at most 1000 (an overfull pallet's meter is full). */
  volumePermille: number;
  weightPermille: number;
  overfull: boolean;
};

/** Cubic metres with two decimals, rounded down (what is left is never overstated): 840,000 cm³ is "0.84". */
export const formatCubicMetres = (cm3: number, lng: Language) => formatScaled(Math.floor(Math.max(0, cm3) / 10_000), 2, lng);

/** Kilograms with at most one decimal, rounded down: 120,050 g is "120". */
export const formatKilograms = (g: number, lng: Language) => formatScaled(Math.floor(Math.max(0, g) / 100), 1, lng, 0);

export function palletFigures(capacity: PalletCapacity, fill: PalletFill, lng: Language): PalletFigures {
  return {
    volumeUsed: formatCubicMetres(fill.volumeCm3, lng),
    // A type's capacity as it is given (1.728, 33, 76 m³), not rounded down to the figures beside it.
    volumeMax: formatScaled(Math.round(capacity.maxVolumeCm3 / 1000), 3, lng, 0),
    volumeLeft: formatCubicMetres(fill.volumeLeftCm3, lng),
    weightUsed: formatKilograms(fill.weightG, lng),
    weightMax: formatKilograms(capacity.maxWeightG, lng),
    weightLeft: formatKilograms(fill.weightLeftG, lng),
    volumePercent: formatScaled(fill.volumePermille, 1, lng),
    weightPercent: formatScaled(fill.weightPermille, 1, lng),
    volumePermille: Math.min(1000, fill.volumePermille),
    weightPermille: Math.min(1000, fill.weightPermille),
    overfull: fill.overfull,
  };
}
