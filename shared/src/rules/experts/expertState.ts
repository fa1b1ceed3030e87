/**
 * The state or union territory an expert practises in, from their location ("Pune, Maharashtra" →
 * "Maharashtra"; "Chandigarh" → "Chandigarh"): the last part after a comma, as the experts' data
 * writes every location. Compared with an order's state (INDIAN_STATES) to prefer a local expert.
 */
export function expertState(location: string): string {
  const parts = location.split(',');
  return parts[parts.length - 1]!.trim();
}
