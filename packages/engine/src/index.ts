/** Pure roofing calculations: no I/O, no clock, no randomness. */
export {};
