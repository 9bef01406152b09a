export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'Lucas', 'Isabella', 'Mateo', 'Mia', 'Ethan', 'Amelia', 'James',
  'Harper', 'Benjamin', 'Evelyn', 'Henry', 'Camila', 'Daniel', 'Aisha', 'Omar', 'Priya', 'Arjun', 'Mei', 'Hiro', 'Sofia', 'Diego',
  'Chloe', 'Gabriel', 'Zoe', 'Samuel', 'Nora', 'David', 'Leila', 'Tomás', 'Ingrid', 'Pierre', 'Fatima', 'Kwame',
];

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Lopez', 'Wilson', 'Anderson',
  'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker',
  'Nguyen', 'Kim', 'Patel', 'Singh', 'Okafor', 'Rossi', 'Dubois', 'Kowalski', 'Silva', 'Tanaka', 'Larsen', 'Müller', 'Novak',
];
