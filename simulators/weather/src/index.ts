export { createWeatherSimulator, DEMO_WEATHER_KEY, type WeatherSimulator, type WeatherSimulatorOptions } from './simulator.js';
export { CITIES, type City } from './cities.js';
export { CONDITION_GROUPS, CONDITIONS, type Condition, type ConditionGroup } from './conditions.js';
export type { Faults, RequestCounts, Service } from './control.js';
export { weatherAt, type Observation, type Pin } from './weather-model.js';
