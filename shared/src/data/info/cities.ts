/**
 * The cities the Local screen offers (issue 26), each with the locality its distances are measured
 * from: a central, well-known place, since the app does not ask for the phone's location.
 */
export interface IndianCity {
  id: 'mumbai' | 'delhi' | 'bengaluru' | 'chennai' | 'hyderabad' | 'kolkata' | 'pune';
  name: string;
  locality: string;
  latitude: number;
  longitude: number;
}

export const INDIAN_CITIES: readonly IndianCity[] = [
  { id: 'mumbai', name: 'Mumbai', locality: 'Andheri West', latitude: 19.1364, longitude: 72.8296 },
  { id: 'delhi', name: 'New Delhi', locality: 'Connaught Place', latitude: 28.6315, longitude: 77.2167 },
  { id: 'bengaluru', name: 'Bengaluru', locality: 'MG Road', latitude: 12.9756, longitude: 77.6066 },
  { id: 'chennai', name: 'Chennai', locality: 'T. Nagar', latitude: 13.0418, longitude: 80.2341 },
  { id: 'hyderabad', name: 'Hyderabad', locality: 'Banjara Hills', latitude: 17.4126, longitude: 78.4482 },
  { id: 'kolkata', name: 'Kolkata', locality: 'Park Street', latitude: 22.5535, longitude: 88.3525 },
  { id: 'pune', name: 'Pune', locality: 'Shivajinagar', latitude: 18.5308, longitude: 73.8475 },
];

export const DEFAULT_CITY: IndianCity['id'] = 'mumbai';

export function findCity(id: string): IndianCity | undefined {
  return INDIAN_CITIES.find((city) => city.id === id);
}
