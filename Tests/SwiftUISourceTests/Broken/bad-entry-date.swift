Text(entry.departure, style: .timer)
