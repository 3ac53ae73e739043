Text("\(entry.temperatur)°")
