import type { ExpertProfileDetails } from '../../../types';
import { arjunDeshpande, kavitaBanerjee, rohanMehta } from './finance';
import { harpreetKaur, mohammedAsif, sunitaYadav } from './administration';
import { deepaKulkarni, farahQureshi, rajeshIyer, sureshMenon } from './legal';
import { lakshmiKrishnan, nikhilBose } from './other';
import { ananyaReddy, meeraNair, vikramRathore } from './peer';
import { priyaSharma } from './priyaSharma';

/**
 * What each expert's profile adds to their card, one entry per expert in ../experts.ts (a unit
 * test holds the two lists together). Only object literals here and in the files it imports, so a
 * bundle that never looks a profile up (the experts list, the home search) drops them all.
 */
export const expertProfileDetails: readonly ExpertProfileDetails[] = [
  priyaSharma,
  rajeshIyer,
  farahQureshi,
  sureshMenon,
  deepaKulkarni,
  ananyaReddy,
  vikramRathore,
  meeraNair,
  rohanMehta,
  kavitaBanerjee,
  arjunDeshpande,
  sunitaYadav,
  harpreetKaur,
  mohammedAsif,
  lakshmiKrishnan,
  nikhilBose,
];
