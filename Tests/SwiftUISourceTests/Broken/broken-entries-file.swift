Text("\(entry.city)")
